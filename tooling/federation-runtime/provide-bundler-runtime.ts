// Compatibility path for remotes built before the shell–remote contract (docs/architecture.md, "What must stay
// compatible"): those remotes (up to commit 2e7754e) take Module Federation's bundler runtime from this global instead
// of shipping their own. The shell keeps setting it, from its own federation object, until the skew check's baseline
// (deploy/skew-baseline) is a commit whose remotes ship their own runtime; then this plugin, its global's type
// (types/federation-bundler-runtime.d.ts) and its entry in tooling/rspack-app-config.mjs are removed. It imports no
// package: it only hands over what the shell's build already holds.
declare const __webpack_require__: { federation: FederationBundlerRuntime };

export default function provideBundlerRuntime() {
  return {
    name: 'edna-provide-bundler-runtime',
    // By the time the host's instance initialises, its federation object holds the bundler runtime.
    beforeInit<T>(args: T): T {
      globalThis.__ednaFederationBundlerRuntime ??= __webpack_require__.federation;
      return args;
    },
  };
}
