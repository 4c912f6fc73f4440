/** One jest run, three projects: pure contracts, the API on a real database, and the React front ends in jsdom. */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const moduleNameMapper = {
  '^@edna/shared-contracts$': '<rootDir>/shared-contracts/src/index.ts',
  '^@edna/shared-contracts/(.*)$': '<rootDir>/shared-contracts/src/$1.ts',
  '^@edna/ui-kit$': '<rootDir>/ui-kit/src/index.ts',
  '^@edna/ui-kit/testing$': '<rootDir>/ui-kit/src/testing.tsx',
  '^@edna/ui-kit/(.*)$': '<rootDir>/ui-kit/src/$1.ts',
};

const common = {
  rootDir: __dirname,
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  moduleNameMapper,
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

/** @type {import('jest').Config} */
module.exports = {
  // API suites start real servers and databases; a slow CI machine needs more than the 5 s default.
  testTimeout: 60_000,
  // Most API suites wait on their servers and databases more than they compute: two workers even on two cores
  // (Jest's default there is one), which roughly halves the run.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  projects: [
    {
      ...common,
      displayName: 'contracts',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared-contracts/src'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/ui-kit/src', '<rootDir>/shell/src', '<rootDir>/quiz-app/src', '<rootDir>/crossword-app/src', '<rootDir>/admin-app/src'],
      setupFiles: ['<rootDir>/jest.web-setup.js'],
      setupFilesAfterEnv: ['@testing-library/jest-dom'],
    },
  ],
};
