// Host runtime plugin: puts the host's bundler runtime on a global for the remotes (see shared-bundler-runtime.ts).
import { BUNDLER_RUNTIME_GLOBAL, type FederationBundlerRuntime } from './shared-bundler-runtime';

declare const __webpack_require__: { federation: FederationBundlerRuntime };

export default function provideBundlerRuntime() {
  return {
    name: 'edna-provide-bundler-runtime',
    // By the time the host's instance initialises, its federation object holds the bundler runtime.
    beforeInit<T>(args: T): T {
      (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] ??= __webpack_require__.federation;
      return args;
    },
  };
}
