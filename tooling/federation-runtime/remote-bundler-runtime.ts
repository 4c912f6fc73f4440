// Stands in for @module-federation/webpack-bundler-runtime in a production remote: the host's functions
// (types/federation-bundler-runtime.d.ts), with this container's own state (share scope map, options, instance), as
// each container's own copy would have.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

interface FederationInstance {
  options: { name: string };
  initOptions(options: object): void;
}

interface FederationRuntime {
  createInstance(options: object): FederationInstance;
  getInstance(finder: (instance: FederationInstance) => boolean): FederationInstance | null;
}

const host = globalThis.__ednaFederationBundlerRuntime;
if (!host) throw new Error('This remote runs only inside a host that provides the Module Federation bundler runtime');
const hostRuntime = host.runtime as FederationRuntime;

/**
 * The runtime's init finds an existing instance by the build id compiled into it, which in the host's copy is the
 * host's: a remote looks its own instance up by name instead (again when its entry is fetched a second time).
 */
function init(options: { name: string; id?: string }): FederationInstance {
  const existing = hostRuntime.getInstance((instance) => instance.options.name === options.name);
  if (!existing) return hostRuntime.createInstance({ ...options, id: options.id ?? '' });
  existing.initOptions({ ...options, id: options.id ?? '' });
  return existing;
}

const federation: FederationBundlerRuntime = {
  runtime: { ...hostRuntime, init },
  instance: undefined,
  initOptions: undefined,
  // A host exposes no modules, so its copy leaves out initContainerEntry; a remote needs it.
  bundlerRuntime: { ...host.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: host.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
