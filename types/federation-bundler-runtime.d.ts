// Compatibility path only (tooling/federation-runtime/provide-bundler-runtime.ts): remotes built up to commit 2e7754e
// take Module Federation's bundler runtime from this global, which the shell sets. Remotes built since ship their own
// bundler runtime; the runtime core is shared through the plugin's public externalRuntime option.

/** What a container's federation object holds (the shape the bundler runtime gives `__webpack_require__.federation`). */
interface FederationBundlerRuntime {
  runtime: unknown;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
}

// eslint-disable-next-line no-var -- a global property, which only `var` declares
declare var __ednaFederationBundlerRuntime: FederationBundlerRuntime | undefined;
