// How the shell's JavaScript is cut into files. Every shared module is its own async chunk by
// default (one file per MUI component: ~100 files for /login). Here they are grouped by when
// they are needed instead:
//   react   react, react-dom, scheduler: what every page needs, and changes least often;
//   vendor  every other package the shell's start-up imports, following shared modules to the
//           copy the shell provides (the sign-in page, the store, the api slice, `shared`);
//   later   the UI kit's packages only a later page or a remote needs (the signed-in frame,
//           Autocomplete, …), one file fetched once, after sign-in;
//   pkg-*   any other package a later page needs (notistack for the first toast, react-dropzone
//           for uploads), one file per package, fetched only by the screen that uses it.
const path = require('node:path');

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
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
 * The modules the start-up module reaches without a dynamic import, over the graph as optimized
 * (an import of one name from a side-effect-free index goes to the module defining it).
 */
function reachedAtStart(moduleGraph, start) {
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

/**
 * Marks the modules the shell's start-up reaches (computed once imports are optimized, before
 * chunks are) and gives the splitChunks cache groups that use it. `startFile` is
 * the module behind the entry's import().
 */
class StartupChunksPlugin {
  constructor(startFile) {
    this.startFile = startFile;
    this.atStart = new Set();
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap('StartupChunksPlugin', () => {
        const start = [...compilation.modules].find((module) => module.resource === this.startFile);
        if (!start) throw new Error(`shell start-up module ${this.startFile} not found`);
        this.atStart = reachedAtStart(compilation.moduleGraph, start);
      });
    });
  }
  cacheGroups() {
    const inPackages = (module) => (module.resource ?? '').includes(NODE_MODULES);
    const common = { chunks: 'async', enforce: true, reuseExistingChunk: false };
    return {
      react: { ...common, name: 'react', priority: 30, test: (module) => REACT.test(module.resource ?? '') && this.atStart.has(module) },
      vendor: { ...common, name: 'vendor', priority: 20, test: (module) => inPackages(module) && this.atStart.has(module) },
      federation: { ...common, name: 'federation', priority: 15, test: (module) => FEDERATION.test(module.resource ?? '') },
      later: { ...common, name: 'later', priority: 10, test: (module) => UI_KIT.test(module.resource ?? '') },
      apart: { ...common, name: packageChunkName, priority: 5, test: (module) => inPackages(module) },
    };
  }
}

/**
 * Adds <link rel="preload" as="script"> to index.html for every file of the start-up chunks
 * (the entry's import() of `startFile`), so the browser fetches them with the page instead of
 * after main.js has run. webpack's own script tags then reuse the preloaded responses.
 */
class PreloadStartupPlugin {
  constructor(HtmlWebpackPlugin, startFile) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.startFile = startFile;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const group = [...compilation.chunkGroups].find((g) => g.origins.some((o) => o.module && /\.\/bootstrap$|bootstrap\.tsx?$/.test(o.request ?? '')));
        if (!group) throw new Error(`no start-up chunk group for ${this.startFile}`);
        const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
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
