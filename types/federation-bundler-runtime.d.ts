// The host and its remotes share one copy of the Module Federation bundler runtime (the code that wires share
// scopes, remotes and consumes into a container's bundler require): the host keeps its copy on this global
// (tooling/federation-runtime/provide-bundler-runtime.ts) and each production remote builds its federation object
// from it (remote-bundler-runtime.ts) instead of bundling a second copy. The runtime core itself is shared the same
// way by the plugin's externalRuntime option.

/** What a container's bundler runtime module exports by default (@module-federation/webpack-bundler-runtime). */
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
