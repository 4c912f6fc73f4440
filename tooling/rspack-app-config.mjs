// Builds one front end: the shell (Module Federation host) or a remote. Every app shares the same singletons.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { require as requireSource } from 'tsx/cjs/api';
import { ChunkGroupsPlugin } from './chunk-groups-plugin.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(import.meta.dirname, '..');
const facade = (file) => path.join(import.meta.dirname, 'shared-facades', file);

function versionOf(pkg) {
  return require(path.join(rootDir, 'node_modules', pkg, 'package.json')).version;
}

function singleton(pkg) {
  const version = versionOf(pkg);
  // The version is explicit: a facade (react-router-dom) would otherwise be shared with its own folder's version.
  return { singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0`, version };
}

/**
 * ui-kit is one instance per page (its Radix contexts must be the ones its components read), so a remote needs the
 * shell's copy at least at the version it was built with: ui-kit's minor version rises with every export a remote may
 * use, and a remote built against a newer ui-kit than the running shell offers shows the fallback (shared_version)
 * instead of failing on a missing export.
 */
const uiKitShare = () => ({ singleton: true, requiredVersion: `^${versionOf('@edna/ui-kit')}`, version: versionOf('@edna/ui-kit') });

/**
 * shared-contracts holds no state (constants, schemas, pure functions), so it is shared without being a singleton: each
 * app requires at least the version it was built with (the minor version rises with every added export), and an app
 * whose requirement the loaded copy does not meet runs its own bundled copy instead. A newer remote thereby works in an
 * older shell, and an older remote takes the shell's newer, additive copy.
 */
function contractsShare() {
  const version = versionOf('@edna/shared-contracts');
  return { singleton: false, requiredVersion: `^${version}`, version };
}

/**
 * The host provides every Radix-based ui-kit entry, including those only remotes use: a page then gets all of them
 * from one build, whose chunks hold the Radix internals they have in common once (each remote's build would repeat
 * them, e.g. the shell's dialog and the quiz's select both carried the dismissable layer and the focus scope). The
 * import is a file path so the host's build includes the entry without importing it.
 */
function uiKitEntriesProvidedByTheHost() {
  const uiKitDir = path.join(rootDir, 'ui-kit');
  const { exports } = require(path.join(uiKitDir, 'package.json'));
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([subpath]) => !['.', './testing', './package.json'].includes(subpath))
      .map(([subpath, file]) => [`@edna/ui-kit/${subpath.slice(2)}`, { ...uiKitShare(), import: path.join(uiKitDir, file) }]),
  );
}

/**
 * Shared singletons. Trailing-slash keys share sub-paths such as react/jsx-runtime.
 * `fromShell`: a production remote's build, which takes what the shell–remote contract says the shell provides from
 * the shell only (`import: false`) instead of bundling a fallback copy of its own.
 */
export function sharedModules({ isHost = false, fromShell = false } = {}) {
  const provided = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    // Served by tooling/shared-facades/react-router-dom.ts (see resolve.alias); react-router itself is not shared.
    'react-router-dom': singleton('react-router-dom'),
    // Served by tooling/shared-facades/react-query.ts: the share's `import` is both what an app provides and its
    // fallback, so an app's `@tanstack/react-query` is the facade (the facade itself imports the package through the
    // root package.json's `#shared-facade-source/…` imports, which no share matches).
    '@tanstack/react-query': { ...singleton('@tanstack/react-query'), import: facade('react-query.ts') },
    // Served by tooling/shared-facades/styled-components.ts, the same way.
    'styled-components': { ...singleton('styled-components'), import: facade('styled-components.ts') },
    '@edna/ui-kit': uiKitShare(),
    // Radix-based primitives are separate entries (@edna/ui-kit/dialog, …) so a page loads only those it uses.
    '@edna/ui-kit/': uiKitShare(),
  };
  return {
    ...(fromShell ? Object.fromEntries(Object.entries(provided).map(([key, share]) => [key, { ...share, import: false }])) : provided),
    // The shell provides no motion (only remotes use it).
    'motion/': singleton('motion'),
    ...(isHost ? uiKitEntriesProvidedByTheHost() : {}),
    // The part of /rules every page's start needs (site.ts), shared on its own so a first visit downloads only it.
    '@edna/shared-contracts/site': contractsShare(),
    // The shell imports only /site, yet provides all of /rules to its remotes (their copy would repeat /site): the
    // import is a file path so the host's build includes the entry without importing it.
    '@edna/shared-contracts/rules': { ...contractsShare(), ...(isHost ? { import: path.join(rootDir, 'shared-contracts', 'src', 'rules.ts') } : {}) },
    '@edna/shared-contracts/client': contractsShare(),
    '@edna/shared-contracts': contractsShare(),
  };
}

/** What the host offers its remotes: each shared singleton's version, by share key (shell-remote-contract.ts). */
function sharedVersionsOffered() {
  const versions = Object.entries(sharedModules({ isHost: true })).map(([key, share]) => [key, share.version]);
  // A key a `…/` prefix key already covers at the same version adds nothing (the ui-kit entries under '@edna/ui-kit/').
  const covered = ([key, version]) => versions.some(([prefix, prefixVersion]) => prefix !== key && prefix.endsWith('/') && key.startsWith(prefix) && prefixVersion === version);
  return Object.fromEntries(versions.filter((entry) => !covered(entry)));
}

/**
 * A remote's manifest option: Module Federation's manifest (mf-manifest.json) with the remote's contract declaration
 * in its metaData (public `additionalData` hook), read from shared-contracts' source as this build has it, with the
 * pages the remote renders without the data client although the page manifest gives them one.
 */
function remoteManifest(containerName, pagesWithoutDataClient) {
  return {
    additionalData: ({ stats }) => {
      const contracts = requireSource(path.join(rootDir, 'shared-contracts', 'src', 'index.ts'), import.meta.url);
      const key = Object.keys(contracts.REMOTE_CONTAINER_NAMES).find((remote) => contracts.REMOTE_CONTAINER_NAMES[remote] === containerName);
      if (!key) throw new Error(`${containerName} is not a remote of the page manifest`);
      stats.metaData[contracts.REMOTE_CONTRACT_METADATA_KEY] = contracts.remoteContractDeclaration(key, pagesWithoutDataClient);
      return stats;
    },
  };
}

/**
 * The host's start in one chunk, `shell-start`: the bootstrap chunk's own modules and the shared modules they consume
 * (react-router and styled-components behind their facades, the ui-kit core, shared-contracts' `/site` and `/client`),
 * with what those import. Every first visit downloads all of them together, and one file compresses better than the
 * six it replaces. The consume-shared modules stay in `bootstrap`: a chunk that a shared module's provider loads
 * must hold none, or loading it waits for that very provider and the start never finishes.
 */
const SHELL_START_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react-router|styled-components|stylis|@emotion)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@radix-ui[\\/]react-(slot|primitive|compose-refs|visually-hidden)[\\/]`,
    String.raw`[\\/]tooling[\\/]shared-facades[\\/](react-router-dom|styled-components)\.ts$`,
    String.raw`[\\/]ui-kit[\\/]src[\\/](index\.ts$|theme[\\/]|hooks[\\/]|csp[\\/]|toast[\\/]toast-store\.ts$|components[\\/](button|card|form|internal|skeleton|spinner|tooltip-settings|visually-hidden)\.tsx$)`,
    String.raw`[\\/]shared-contracts[\\/]src[\\/](site\.ts|domain\.ts|pages\.ts|rules[\\/]ad-client\.ts|client\.ts|api-error-codes\.ts)$`,
  ].join('|'),
);

/** Compiles the apps' TypeScript and JSX (the same for the browser bundles and the first paint rendered in Node). */
function scriptRule(isProduction) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !isProduction } },
        // Each styled component's id comes from its file and position, not from the order components are
        // created in: the first paint rendered at build time (first-paint.mjs) and the browser agree on
        // every class name.
        experimental: { plugins: [[require.resolve('@swc/plugin-styled-components'), { displayName: !isProduction, ssr: true }]] },
      },
      env: { targets: 'defaults and supports es6-module' },
    },
    type: 'javascript/auto',
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir        absolute folder of the app
 * @param {string} options.name          Module Federation container name
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]
 * @param {number} options.devPort
 * @param {boolean} [options.standaloneHost] remotes: also build the small stand-in host page
 * @param {string[]} [options.pagesWithoutDataClient] remotes: pages of the page manifest this remote renders without
 *   the data client (React Query) although the manifest gives them one; its declaration says so, and a shell that
 *   reads it loads none for them
 */
export function createAppConfig({ appDir, name, role, exposes, devPort, standaloneHost = false, pagesWithoutDataClient = [] }) {
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    const isHost = role === 'host';
    const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
    return {
      mode: isProduction ? 'production' : 'development',
      context: appDir,
      devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
      // A remote's stand-in host page is a development aid only; production remotes ship just their container.
      entry: isHost || (standaloneHost && !isProduction) ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        conditionNames: ['@edna/source', 'browser', 'import', 'module', isProduction ? 'production' : 'development', 'default'],
        mainFields: ['browser', 'module', 'main'],
        alias: {
          'react-router-dom$': facade('react-router-dom.ts'),
        },
      },
      module: {
        rules: [
          scriptRule(isProduction),
          { test: /\.(png|jpe?g|svg|woff2?)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedModules({ isHost, fromShell: !isHost && isProduction }),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [path.join(import.meta.dirname, 'federation-runtime', 'provide-bundler-runtime.ts')] : [],
          manifest: isHost ? true : remoteManifest(name, pagesWithoutDataClient),
          dts: false,
          // Public options only (docs/architecture.md, "How the shell loads a remote"): the shell provides the
          // federation runtime core (provideExternalRuntime) and production remotes use it instead of shipping their
          // own copy (externalRuntime, ~20 KB gzip each); each container still bundles its own bundler runtime, which
          // holds that container's state. A remote's stand-alone dev host keeps its own core. The host resolves a
          // remote's manifest itself (shell/src/features/remotes/remote-entry.ts), so the runtime's snapshot
          // plugin is left out; a remote loads no remotes of its own.
          experiments: isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : { externalRuntime: isProduction, optimization: { target: 'web', disableSnapshot: true, disableRemote: isProduction } },
        }),
        (isHost || (standaloneHost && !isProduction)) &&
          new rspack.HtmlRspackPlugin({
            template: isHost ? path.join(appDir, 'public', 'index.html') : path.join(import.meta.dirname, 'standalone-index.html'),
            scriptLoading: 'defer',
            // A production shell's document is composed by the API, which starts the scripts its first-paint
            // manifest lists (first-paint.json); the development server's page starts them itself.
            inject: !(isHost && isProduction),
            minify: isProduction,
          }),
        isProduction && new ChunkGroupsPlugin(),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development'),
          ...(isHost ? { __SHELL_SHARED_VERSIONS__: JSON.stringify(sharedVersionsOffered()) } : {}),
        }),
      ].filter(Boolean),
      optimization: {
        minimize: isProduction,
        // Module Federation needs the container entry and its chunks in one runtime per app.
        runtimeChunk: false,
        // Vendor code stays in the chunk that uses it (not one vendor chunk per package): a shared facade and the
        // package it re-exports end up in one chunk, concatenated and tree-shaken together.
        splitChunks: {
          cacheGroups: {
            defaultVendors: false,
            // React, its DOM renderer and JSX runtime are shared as four modules but every page needs them all.
            react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true, priority: 20 },
            ...(isHost && {
              shellStart: { test: SHELL_START_MODULES, name: 'shell-start', chunks: 'async', enforce: true, priority: 15 },
              // The bootstrap chunk keeps only its consume-shared modules (they have no file of their own).
              shellStartOwn: { test: (module) => Boolean(module.resource), chunks: (chunk) => chunk.name === 'bootstrap', name: 'shell-start', enforce: true, priority: 15 },
            }),
            // What the ui-kit core and its Radix-based entries have in common, in one chunk, and the Radix internals
            // those entries have in common, in another: otherwise each entry's chunk repeats them (too small for
            // the default 20 KB split).
            uiKitBase: {
              test: /[\\/](node_modules[\\/]@radix-ui[\\/]react-(slot|primitive|compose-refs|visually-hidden)|ui-kit[\\/]src[\\/](components[\\/](internal|button|visually-hidden)|theme[\\/](global-style|selectors|themes)|csp))[\\/.]/,
              name: 'ui-kit-base',
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 10,
            },
            radixCommon: {
              test: /[\\/]node_modules[\\/](@radix-ui|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]/,
              name: 'radix-common',
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              priority: 5,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: devPort,
        historyApiFallback: isHost || standaloneHost ? { disableDotRule: true } : false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        proxy: [{ context: ['/api', '/mf-config.json', '/ws', '/share', '/badges'], target: apiTarget, ws: true }],
        client: { overlay: { errors: true, warnings: false } },
      },
      stats: 'errors-warnings',
      // Remotes use publicPath 'auto' on purpose; the manifest plugin notes it on every build.
      ignoreWarnings: [/Manifest will use absolute path resolution/],
    };
  };
}

/**
 * The build of an app's first paint: `src/first-paint.tsx` compiled for Node with the browser build's loaders (so
 * styled-components ids and class names are the same), everything bundled, no Module Federation. Run after the
 * browser build by tooling/first-paint.mjs.
 */
export function createFirstPaintConfig({ appDir, outputDir }) {
  return {
    mode: 'production',
    target: 'node',
    context: appDir,
    devtool: false,
    entry: { 'first-paint': './src/first-paint.tsx' },
    output: { path: outputDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['@edna/source', 'node', 'import', 'module', 'production', 'default'],
      mainFields: ['module', 'main'],
      aliasFields: [],
      alias: { 'react-router-dom$': facade('react-router-dom.ts') },
    },
    module: {
      // One file: the lazy pages are in it and resolve as soon as they are asked for.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [scriptRule(true), { test: /\.(png|jpe?g|svg|woff2?)$/i, type: 'asset/resource', generator: { emit: false } }],
    },
    plugins: [new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') })],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
