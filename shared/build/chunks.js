// How the shell's JavaScript is cut into files. Every lazily loaded package would be its own
// async chunk by default (one file per MUI component). Here they are grouped by when they are
// needed instead. The shell starts in one of two ways (shell/src/index.ts): a visit to /login
// with the sign-in page alone, any other with the whole app.
//   react       react, react-dom, scheduler: what every page needs, and changes least often;
//   ui          every other package the sign-in page needs (MUI's core, emotion): every page too;
//   vendor      the packages the app's start-up adds (router, store, RTK Query): after sign-in;
//   federation  the Module Federation runtime and the shell's list of shares, fetched with the
//               first remote;
//   later       the UI kit's packages a later page or a remote needs (the signed-in frame, what
//               `shared` draws with, …), one file fetched once, after sign-in;
//   opened      the UI kit components only what opens later draws with (Dialog and its parts,
//               the drawers' Drawer and Slide, Switch): fetched when the first of them opens;
//   share(s)-*  UI kit components only some of the shell's shares bring, big enough to matter
//               (Autocomplete, Tabs): fetched only by the remotes that use them;
//   pkg-*       any other package a later page needs (notistack for the first toast,
//               react-dropzone for uploads), one file per package, fetched only when used.
const { createHash } = require('node:crypto');

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FEDERATION = /[\\/]node_modules[\\/]@module-federation[\\/]/;
// The UI kit every signed-in screen draws with (and the shares' facades, in node_modules/.cache):
// grouped in `later` rather than a file each.
const UI_KIT = /[\\/]node_modules[\\/](\.cache[\\/]|@mui[\\/]|@emotion[\\/]|@popperjs[\\/]|react-transition-group[\\/]|clsx[\\/]|@babel[\\/]runtime[\\/])/;
// What only things opened later draw with (the shell's modals, confirm dialog, phone menu and
// notification drawers; the buyer's quantity, negotiation and price history dialogs, the approval
// page's Switch): no first screen of a buyer route shows them.
const OPENED = /[\\/]node_modules[\\/]@mui[\\/]material[\\/](Dialog|DialogActions|DialogContent|DialogContentText|DialogTitle|Drawer|Slide|Switch)[\\/]/;

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

/**
 * Below these (source bytes), what one share alone, or a set of shares, brings stays in `later`:
 * a file fewer for a remote that needs it is worth more than a few bytes less for one that does
 * not. A set needs more: most sets are small pieces several remotes need anyway.
 */
const ONE_SHARE_CHUNK_MIN_BYTES = 5000;
const SHARE_SET_CHUNK_MIN_BYTES = 20000;

/** A short name for a share's module: '@mui/material/Tabs/index.mjs' → 'mui-material-Tabs'. */
function shareName(module) {
  const request = (module.resource ?? '').split(/[\\/]node_modules[\\/]/).pop();
  return request
    .replace(/^\.cache[\\/]share-facades[\\/]/, '')
    .replace(/^@/, '')
    .replace(/([\\/]index)?\.m?js$/, '')
    .replace(/[^\w-]+/g, '-');
}

/**
 * The UI kit modules that only shares bring (not the shell's own pages), grouped by the set of
 * shares that bring them, each group big enough to matter its own chunk: `share-<component>`
 * for one share (Autocomplete, Tabs), `shares-<hash>` for several (Pagination, which every
 * remote's 'shared' takes but the shell's own pages do not). A remote then downloads what its
 * shares need, not what only other remotes' do.
 */
function shareSetChunks(compilation, sharesFile) {
  const { moduleGraph } = compilation;
  const shares = [...compilation.modules].find((module) => module.resource === sharesFile);
  if (!shares) return new Map();
  const common = new Set();
  const byShare = new Map(); // share's module → what it reaches
  for (const module of compilation.modules)
    for (const block of module.blocks)
      for (const dependency of block.dependencies) {
        const target = moduleGraph.getModule(dependency);
        if (!target) continue;
        const reached = reachedFrom(moduleGraph, target);
        if (module === shares) byShare.set(target, reached);
        else reached.forEach((m) => common.add(m));
      }
  const owners = new Map(); // module → names of the shares reaching it
  for (const [share, reached] of byShare)
    for (const module of reached)
      if (!common.has(module) && UI_KIT.test(module.resource ?? '')) owners.set(module, [...(owners.get(module) ?? []), shareName(share)]);
  const sets = new Map(); // sorted owner names → modules
  for (const [module, names] of owners) {
    const key = names.sort().join(' ');
    sets.set(key, [...(sets.get(key) ?? []), module]);
  }
  const chunks = new Map();
  for (const [key, modules] of sets) {
    const names = key.split(' ');
    const bytes = modules.reduce((sum, module) => sum + module.size(), 0);
    if (bytes < (names.length === 1 ? ONE_SHARE_CHUNK_MIN_BYTES : SHARE_SET_CHUNK_MIN_BYTES)) continue;
    const name = names.length === 1 ? `share-${names[0]}` : `shares-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
    modules.forEach((module) => chunks.set(module, name));
  }
  return chunks;
}

/**
 * Marks the modules each start-up reaches (computed once imports are optimized, before chunks
 * are) and gives the splitChunks cache groups that use it. `signInStart` and `appStart` are the
 * modules behind the entry's two import()s, `federationHost` the one that starts the federation
 * runtime, `sharesFile` the shell's share loaders (singletons.js).
 */
class StartupChunksPlugin {
  constructor({ signInStart, appStart, federationHost, sharesFile }) {
    this.starts = { signInStart, appStart, federationHost };
    this.sharesFile = sharesFile;
    this.forSignIn = new Set();
    this.forApp = new Set();
    this.forFederation = new Set();
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
        this.forFederation = find(this.starts.federationHost);
        this.shareChunks = shareSetChunks(compilation, this.sharesFile);
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
      // The runtime, the shell's module that starts it and the list of its shares: one file.
      federation: {
        ...common,
        name: 'federation',
        priority: 15,
        test: (module) => FEDERATION.test(module.resource ?? '') || (this.forFederation.has(module) && !atStart(module)),
      },
      shareSets: { ...common, name: (module) => this.shareChunks.get(module), priority: 12, test: (module) => this.shareChunks.has(module) },
      opened: { ...common, name: 'opened', priority: 11, test: (module) => OPENED.test(module.resource ?? '') },
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
