// The host and its remotes share one copy of the Module Federation bundler runtime (the code that wires share
// scopes, remotes and consumes into a container's bundler require): the host provides its copy on a global and each
// production remote builds its federation object from it instead of bundling a second copy (~8 KB gzip per remote
// entry). The runtime core itself is shared the same way by the plugin's externalRuntime option.
export const BUNDLER_RUNTIME_GLOBAL = '__ednaFederationBundlerRuntime';

/** What a container's bundler runtime module exports by default (@module-federation/webpack-bundler-runtime). */
export interface FederationBundlerRuntime {
  runtime: unknown;
  instance: unknown;
  initOptions: unknown;
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: unknown;
  bundlerRuntimeOptions: Record<string, unknown>;
}
