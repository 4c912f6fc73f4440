/**
 * Runs once before the test files: saves a freshly initialised, empty PGlite cluster that every in-memory test
 * database then loads (api/src/test-support/pglite-template.ts). initdb takes about 2 s of a test server's 3 s start,
 * and the suites start well over a hundred servers. jest.global-teardown.js removes the file.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function saveEmptyPgliteCluster() {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  const cluster = await client.dumpDataDir('none');
  await client.close();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-test-pglite-'));
  const file = path.join(folder, 'empty-cluster.tar');
  fs.writeFileSync(file, Buffer.from(await cluster.arrayBuffer()));
  process.env.EDNA_TEST_PGLITE_TEMPLATE = file;
};
