// Which shares a remote's exposed module needs the moment it loads. mf-manifest.json lists every
// share the remote consumes, those of pages and dialogs that load later included; the shell
// fetches the shares a remote needs beside its entry (shell/src/runtime/federation-host.ts), and
// should fetch only those its first screen needs. This writes, for each exposed module of the
// manifest, `syncShared`: the share keys consumed by the chunks of its `assets.js.sync` (what
// loads with it). A lazy page's shares load with that page's chunk, when it opens.
const MANIFEST = 'mf-manifest.json';

/** The share keys consumed by the chunks each exposed module loads with it: './routes' → keys. */
function syncSharesByExpose(compilation) {
  const { chunkGraph } = compilation;
  const byExpose = new Map();
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      const exposed = block.dependencies.find((dependency) => typeof dependency.exposedName === 'string');
      if (!group || !exposed) continue;
      const keys = new Set();
      for (const chunk of group.chunks)
        for (const inChunk of chunkGraph.getChunkModulesIterable(chunk))
          if (inChunk.constructor.name === 'ConsumeSharedModule') keys.add(inChunk.options.shareKey);
      byExpose.set(exposed.exposedName, [...keys].sort());
    }
  }
  return byExpose;
}

/** Adds `syncShared` to every exposed module of mf-manifest.json (before it is compressed). */
class SyncSharesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SyncSharesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SyncSharesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, (assets) => {
        if (!assets[MANIFEST]) return;
        const manifest = JSON.parse(assets[MANIFEST].source().toString());
        const byExpose = syncSharesByExpose(compilation);
        for (const expose of manifest.exposes ?? []) {
          const keys = byExpose.get(expose.path);
          if (!keys) throw new Error(`${MANIFEST}: no chunks found for the exposed module ${expose.path}`);
          expose.syncShared = keys;
        }
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

module.exports = { SyncSharesPlugin, syncSharesByExpose };
