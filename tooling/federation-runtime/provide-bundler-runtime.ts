// Host runtime plugin: keeps the host's bundler runtime on a global for the remotes (types/federation-bundler-runtime.d.ts).
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
