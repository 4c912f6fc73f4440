// Writes dist/chunk-groups.json: `groups`, for every named chunk group (an entry, or a dynamic import with a
// webpackChunkName such as a page), the JavaScript files it loads and the shared modules it consumes; `provides`,
// for every shared module this app provides, the files that load it. The API reads
// it to preload, in the document, what the page being opened needs, so the browser does not discover those files
// one request after another (document → entry → bootstrap → remote manifest → remote entry → page chunk).
export const CHUNK_GROUPS_FILE = 'chunk-groups.json';

const CONSUMED_SHARE_KEY = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDED_SHARE_KEY = /^provide shared module \([^)]*\) (.+?)@/;

export class ChunkGroupsPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupsPlugin', (compilation) => {
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'ChunkGroupsPlugin', stage }, () => {
        const groups = {};
        const provides = {};
        const jsFiles = (group) => group.getFiles().filter((file) => file.endsWith('.js'));
        for (const group of compilation.chunkGroups) {
          if (!group.name) {
            const provided = group.origins
              .map((origin) => PROVIDED_SHARE_KEY.exec(origin.module?.identifier() ?? '')?.[1])
              .find(Boolean);
            if (provided) provides[provided] = jsFiles(group);
            continue;
          }
          const shared = group.chunks
            .flatMap((chunk) => compilation.chunkGraph.getChunkModules(chunk))
            .map((module) => CONSUMED_SHARE_KEY.exec(module.identifier())?.[1])
            .filter(Boolean);
          groups[group.name] = { files: jsFiles(group), shared: [...new Set(shared)].sort() };
        }
        compilation.emitAsset(CHUNK_GROUPS_FILE, new RawSource(`${JSON.stringify({ groups, provides }, null, 2)}\n`));
      });
    });
  }
}
