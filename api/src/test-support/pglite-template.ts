import fs from 'node:fs';

/** Where jest's global setup (jest.global-setup.js) saved a freshly initialised, empty PGlite cluster. */
export const PGLITE_TEMPLATE_ENV = 'EDNA_TEST_PGLITE_TEMPLATE';

let template: Blob | undefined;

/**
 * The empty cluster every in-memory test database starts from, read once per test file; undefined when no global
 * setup saved one (a test run outside jest), and PGlite runs initdb as it would in production.
 */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}
