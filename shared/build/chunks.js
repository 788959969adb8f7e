// How the shell's JavaScript is cut into files. Every lazily loaded package would be its own
// async chunk by default (one file per MUI component). Here they are grouped by when they are
// needed instead. The shell starts in one of two ways (shell/src/index.ts): a visit to /login
// with the sign-in page alone, any other with the whole app.
//   react       react, react-dom, scheduler: what every page needs, and changes least often;
//   ui          every other package the sign-in page needs (MUI's core, emotion): every page too;
//   vendor      the packages the app's start-up adds (router, store, RTK Query): after sign-in;
//   federation  the Module Federation runtime, fetched with the first remote;
//   later       the UI kit's packages a later page or a remote needs (the signed-in frame, what
//               `shared` draws with, …), one file fetched once, after sign-in;
//   share-*     a UI kit component that only one of the shell's shares brings, big enough to
//               matter (Autocomplete, Tabs, Grid): fetched only by the remote that uses it;
//   pkg-*       any other package a later page needs (notistack for the first toast,
//               react-dropzone for uploads), one file per package, fetched only when used.
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FEDERATION = /[\\/]node_modules[\\/]@module-federation[\\/]/;
// The UI kit every signed-in screen draws with (and the shares' facades, in node_modules/.cache):
// grouped in `later` rather than a file each.
const UI_KIT = /[\\/]node_modules[\\/](\.cache[\\/]|@mui[\\/]|@emotion[\\/]|@popperjs[\\/]|react-transition-group[\\/]|clsx[\\/]|@babel[\\/]runtime[\\/])/;

/** `pkg-<name>` of a module in node_modules (the last package folder on its path). */
function packageChunkName(module) {
  const parts = (module.resource ?? '').split(/[\\/]node_modules[\\/]/);
  const name = parts[parts.length - 1].split(/[\\/]/);
  return `pkg-${(name[0].startsWith('@') ? `${name[0].slice(1)}-${name[1]}` : name[0]).replace(/[^\w-]/g, '_')}`;
}

/**
 * The modules a start module reaches without a dynamic import, over the graph as optimized
 * (an import of one name from a side-effect-free index goes to the module defining it).
 */
function reachedFrom(moduleGraph, start) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.pop();
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const target = connection.module;
      if (!target || seen.has(target) || !connection.isTargetActive(undefined)) continue;
      if (connection.dependency && moduleGraph.getParentBlock(connection.dependency) !== module) continue; // import()
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/** Below this (source bytes), a component only one share brings stays in `later` (one file fewer). */
const SHARE_CHUNK_MIN_BYTES = 5000;

/**
 * The UI kit modules that one share alone brings (not the shell's own pages, nor `shared`,
 * which every remote takes), by the chunk they go to: `share-<component>`.
 */
function shareOnlyChunks(compilation, sharesFile) {
  const { moduleGraph } = compilation;
  const shares = [...compilation.modules].find((module) => module.resource === sharesFile);
  if (!shares) return new Map();
  const sharedIndex = /[\\/]shared[\\/]src[\\/]index\.ts$/;
  const common = new Set();
  const byShare = new Map(); // share's module → what it reaches
  for (const module of compilation.modules)
    for (const block of module.blocks)
      for (const dependency of block.dependencies) {
        const target = moduleGraph.getModule(dependency);
        if (!target) continue;
        const reached = reachedFrom(moduleGraph, target);
        if (module === shares && !sharedIndex.test(target.resource ?? '')) byShare.set(target, reached);
        else reached.forEach((m) => common.add(m));
      }
  const owners = new Map(); // module → the shares reaching it
  for (const [share, reached] of byShare)
    for (const module of reached) if (!common.has(module) && UI_KIT.test(module.resource ?? '')) owners.set(module, [...(owners.get(module) ?? []), share]);
  const alone = new Map(); // share → modules only it brings
  for (const [module, list] of owners) if (list.length === 1) alone.set(list[0], [...(alone.get(list[0]) ?? []), module]);
  const chunks = new Map();
  for (const [share, modules] of alone) {
    if (modules.reduce((sum, module) => sum + module.size(), 0) < SHARE_CHUNK_MIN_BYTES) continue;
    const name = `share-${(share.resource ?? '').split(/[\\/]node_modules[\\/]/).pop().replace(/^@/, '').replace(/[\\/]index\.m?js$/, '').replace(/[^\w-]+/g, '-')}`;
    modules.forEach((module) => chunks.set(module, name));
  }
  return chunks;
}

/**
 * Marks the modules each start-up reaches (computed once imports are optimized, before chunks
 * are) and gives the splitChunks cache groups that use it. `signInStart` and `appStart` are the
 * modules behind the entry's two import()s; `sharesFile` the shell's share loaders (singletons.js).
 */
class StartupChunksPlugin {
  constructor({ signInStart, appStart, sharesFile }) {
    this.starts = { signInStart, appStart };
    this.sharesFile = sharesFile;
    this.forSignIn = new Set();
    this.forApp = new Set();
    this.shareChunks = new Map();
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('StartupChunksPlugin', () => {
        const find = (file) => {
          const start = [...compilation.modules].find((module) => module.resource === file);
          if (!start) throw new Error(`shell start-up module ${file} not found`);
          return reachedFrom(compilation.moduleGraph, start);
        };
        this.forSignIn = find(this.starts.signInStart);
        this.forApp = find(this.starts.appStart);
        this.shareChunks = shareOnlyChunks(compilation, this.sharesFile);
      });
    });
  }
  cacheGroups() {
    const inPackages = (module) => NODE_MODULES.test(module.resource ?? '');
    const atStart = (module) => this.forSignIn.has(module) || this.forApp.has(module);
    const common = { chunks: 'async', enforce: true, reuseExistingChunk: false };
    return {
      react: { ...common, name: 'react', priority: 40, test: (module) => REACT.test(module.resource ?? '') && atStart(module) },
      ui: { ...common, name: 'ui', priority: 30, test: (module) => inPackages(module) && this.forSignIn.has(module) },
      vendor: { ...common, name: 'vendor', priority: 20, test: (module) => inPackages(module) && this.forApp.has(module) },
      federation: { ...common, name: 'federation', priority: 15, test: (module) => FEDERATION.test(module.resource ?? '') },
      shareAlone: { ...common, name: (module) => this.shareChunks.get(module), priority: 12, test: (module) => this.shareChunks.has(module) },
      later: { ...common, name: 'later', priority: 10, test: (module) => UI_KIT.test(module.resource ?? '') },
      apart: { ...common, name: packageChunkName, priority: 5, test: (module) => inPackages(module) },
    };
  }
}

/**
 * Adds <link rel="preload" as="script"> to index.html for the files both start-ups load (React,
 * the UI kit's core, the shell code they share), so the browser fetches them with the page
 * instead of after main.js has run. webpack's own script tags then reuse the preloaded responses.
 */
class PreloadStartupPlugin {
  constructor(HtmlWebpackPlugin, startRequests) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.startRequests = startRequests;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const filesOf = (request) => {
          const group = [...compilation.chunkGroups].find((g) => g.origins.some((o) => o.module && o.request === request));
          if (!group) throw new Error(`no start-up chunk group for ${request}`);
          return group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
        };
        const [first, ...others] = this.startRequests.map(filesOf);
        const files = first.filter((file) => others.every((list) => list.includes(file)));
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartupPlugin' },
          attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupPlugin, StartupChunksPlugin };
