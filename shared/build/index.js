// makeRemoteConfig / makeShellConfig: the whole webpack + Module Federation setup of the
// front end, so each package's webpack.config.js is one call.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadStartupPlugin, StartupChunksPlugin } = require('./chunks');
const { commonConfig, root } = require('./common');
const { CompressAssetsPlugin } = require('./compress');
const { SharesCheckPlugin } = require('./remote-shares');
const { SyncSharesPlugin } = require('./sync-shares');
const { remoteSharedConfig, writeShellShares } = require('./singletons');
const { federationName, readPackageName, remoteManifests, remoteMap } = require('./remotes');

/** Federation name → folder name of every remote, derived from the workspaces (see remotes.js). */
const remotes = remoteMap();

function federation(options) {
  return new ModuleFederationPlugin({ shareStrategy: 'loaded-first', dts: false, ...options });
}

function modeOf(argv) {
  return argv && argv.mode === 'development' ? 'development' : 'production';
}

/**
 * A remote: its container (remoteEntry.js) plus mf-manifest.json, served under
 * /remotes/<folder>/. publicPath 'auto' lets the same build be deployed at any URL.
 */
function makeRemoteConfig({ name: givenName, exposes, dir }) {
  // The federation name comes from the package name, so config.json and the server (which
  // pair name and folder by the same rule) always find it. A name given anyway must agree.
  const name = federationName(readPackageName(dir));
  if (givenName !== undefined && givenName !== name) throw new Error(`remote in ${path.basename(dir)} is named ${name} by its package.json, not ${givenName}`);
  return (_env, argv) => {
    const mode = modeOf(argv);
    const config = commonConfig({ dir, mode, publicPath: 'auto' });
    return {
      ...config,
      entry: {},
      // consumeOnly: a remote never bundles its own React, MUI or api slice; it always runs
      // inside the shell, which provides every singleton.
      plugins: [
        federation({
          shared: remoteSharedConfig(name),
          name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          // The federation runtime (~28 KB gzip) comes from the shell instead of every remoteEntry.
          experiments: { externalRuntime: true },
        }),
        new SharesCheckPlugin({ remote: name }),
        new SyncSharesPlugin(),
        ...(mode === 'production' ? [new CompressAssetsPlugin()] : []),
      ],
    };
  };
}

/**
 * The shell: index.html, its bundle and config.json (where each remote lives, read at run
 * time). Remotes are registered at run time, never at build time. The shell is no federation
 * build: it consumes nothing, and what it provides (writeShellShares) it registers through the
 * federation runtime, which it loads with the first remote, so the sign-in page carries none of it.
 */
function makeShellConfig({ dir, title = 'flower market web sales system' }) {
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [root] }));
  return (_env, argv) => {
    const mode = modeOf(argv);
    const config = commonConfig({ dir, mode, publicPath: '/' });
    const shellShares = writeShellShares({ facadeDir: path.join(dir, 'node_modules/.cache/share-facades'), alias: config.resolve.alias });
    const startup = new StartupChunksPlugin({
      signInStart: path.join(dir, 'src/start/sign-in-start.tsx'),
      appStart: path.join(dir, 'src/start/app-start.tsx'),
      federationHost: path.join(dir, 'src/runtime/federation-host.ts'),
      sharesFile: shellShares,
    });
    return {
      ...config,
      entry: { main: './src/index.ts' },
      resolve: { ...config.resolve, alias: { ...config.resolve.alias, 'shell-shares$': shellShares } },
      optimization: { ...config.optimization, splitChunks: { ...config.optimization.splitChunks, cacheGroups: startup.cacheGroups() } },
      plugins: [
        startup,
        // templateContent, not a template file: a template is compiled by a child compiler,
        // which would build a second copy of what the shell's plugins add.
        new HtmlWebpackPlugin({ templateContent: indexHtml(title), inject: 'body', scriptLoading: 'defer' }),
        new PreloadStartupPlugin(HtmlWebpackPlugin, ['./start/sign-in-start', './start/app-start']),
        new CopyConfigPlugin(path.join(dir, 'public/config.json'), remoteManifests),
        ...(mode === 'production' ? [new CompressAssetsPlugin()] : []),
      ],
    };
  };
}

// The market's green flower as the tab icon, inline (no extra request, no binary in the repo).
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g fill="#079557"><circle cx="16" cy="8" r="6"/><circle cx="24" cy="16" r="6"/><circle cx="16" cy="24" r="6"/><circle cx="8" cy="16" r="6"/></g><circle cx="16" cy="16" r="5" fill="#f6c343"/></svg>',
)}`;

/**
 * The HTML shell. Until the JavaScript arrives (seconds on a market's mobile network) it shows a
 * spinner in the market's colour instead of a blank white page; React replaces #root's content.
 */
function indexHtml(title) {
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#079557" />
    <link rel="icon" type="image/svg+xml" href="${FAVICON}" />
    <title>${title}</title>
    <style>
      body { margin: 0; background: #f6f8f7; }
      .boot { display: flex; align-items: center; justify-content: center; min-height: 100vh; }
      .boot-spinner { width: 40px; height: 40px; border: 4px solid #cfe9dc; border-top-color: #079557; border-radius: 50%; animation: boot-spin 0.9s linear infinite; }
      @keyframes boot-spin { to { transform: rotate(360deg); } }
      @media (prefers-reduced-motion: reduce) { .boot-spinner { animation-duration: 3s; } }
    </style>
  </head>
  <body>
    <div id="root"><div class="boot" aria-busy="true"><div class="boot-spinner" data-testid="boot-spinner"></div></div></div>
  </body>
</html>
`;
}

/**
 * Writes public/config.json into dist as an asset (no copy-webpack-plugin dependency), with
 * every remote at /remotes/<folder>/ unless the file lists remotes itself (another deployment).
 */
class CopyConfigPlugin {
  /** `remotesOf()`: the remotes' manifest URLs, used where public/config.json lists none. */
  constructor(file, remotesOf) {
    this.file = file;
    this.remotesOf = remotesOf;
  }
  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        const config = JSON.parse(fs.readFileSync(this.file, 'utf8'));
        const withRemotes = { ...config, remotes: config.remotes ?? this.remotesOf() };
        compilation.emitAsset('config.json', new RawSource(`${JSON.stringify(withRemotes, null, 2)}\n`));
      });
    });
  }
}

module.exports = { makeRemoteConfig, makeShellConfig, remotes };
