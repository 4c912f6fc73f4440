import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** With TEST_DATABASE_URL set, the crossword specs run a second time against a server on a scratch PostgreSQL database. */
const postgresPort = Number(process.env.E2E_POSTGRES_PORT ?? port + 10);
const postgresBaseURL = `http://localhost:${postgresPort}`;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const browser = { ...devices['Desktop Chrome'], channel: undefined };
const webServer = (command: string, serverPort: number) => ({
  command,
  url: `http://localhost:${serverPort}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
  env: { PORT: String(serverPort) },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // A TERM lets the server drain and the PostgreSQL wrapper drop its scratch database.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
});

/** Runs against the production build served by the real API on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'chromium', use: browser },
    // On PostgreSQL again: the crossword specs whose outcome rests on what the server stores (sessions, solves,
    // scores, streaks, leagues). The keyboard, dialog and solving specs and the tests marked BROWSER_ONLY exercise
    // the browser's side only, and crossword-ranked-plays runs on a server of its own (embedded PGlite whichever
    // project runs it): once is enough.
    ...(withPostgres
      ? [
          {
            name: 'chromium-postgres',
            testMatch: /crossword.*\.spec\.ts$/,
            testIgnore: /crossword-(?:ranked-plays|keys|dialogs|solving)\.spec\.ts$/,
            grepInvert: /@browser-only/,
            use: { ...browser, baseURL: postgresBaseURL },
          },
        ]
      : []),
  ],
  webServer: [
    webServer('node ../scripts/e2e-server.mjs', port),
    ...(withPostgres ? [webServer('node ./postgres-e2e-server.mjs', postgresPort)] : []),
  ],
});
