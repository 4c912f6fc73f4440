/** Removes the empty PGlite cluster that jest.global-setup.js saved. */
const fs = require('node:fs');
const path = require('node:path');

module.exports = async function removeEmptyPgliteCluster() {
  const file = process.env.EDNA_TEST_PGLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
};
