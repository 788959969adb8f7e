// makeRemoteConfig / makeShellConfig: the whole webpack + Module Federation setup of the
// front end, so each package's webpack.config.js is one call.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, root } = require('./common');
const { sharedSingletons } = require('./singletons');

const { federationName, readPackageName, remoteManifests, remoteMap } = require('./remotes');

/** Federation name → folder name of every remote, derived from the workspaces (see remotes.js). */
const remotes = remoteMap();

function federation({ consumeOnly = false, ...options }) {
  return new ModuleFederationPlugin({
    shareStrategy: 'loaded-first',
    shared: sharedSingletons({ consumeOnly }),
    dts: false,
    ...options,
  });
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
          consumeOnly: true,
          name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          // The federation runtime (~28 KB gzip) comes from the shell instead of every remoteEntry.
          experiments: { externalRuntime: true },
        }),
      ],
    };
  };
}

/**
 * The shell: index.html, its bundle and config.json (where each remote lives, read at run
 * time). Remotes are registered at run time, never at build time.
 */
function makeShellConfig({ dir, title = 'flower market web sales system' }) {
  const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [root] }));
  return (_env, argv) => {
    const mode = modeOf(argv);
    const config = commonConfig({ dir, mode, publicPath: '/' });
    return {
      ...config,
      entry: { main: './src/index.ts' },
      plugins: [
        federation({ name: 'shell', remotes: {}, experiments: { provideExternalRuntime: true } }),
        // templateContent, not a template file: a template is compiled by a child compiler,
        // which the federation plugins would fill with a second (Node) copy of every share.
        new HtmlWebpackPlugin({ templateContent: indexHtml(title), inject: 'body', scriptLoading: 'defer' }),
        new CopyConfigPlugin(path.join(dir, 'public/config.json'), remoteManifests),
      ],
    };
  };
}

function indexHtml(title) {
  return `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
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

module.exports = { makeRemoteConfig, makeShellConfig, remotes, sharedSingletons };
