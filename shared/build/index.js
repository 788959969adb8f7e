// makeRemoteConfig / makeShellConfig: the whole webpack + Module Federation setup of the
// front end, so each package's webpack.config.js is one call.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { commonConfig, root } = require('./common');
const { sharedSingletons } = require('./singletons');

/** Federation name → folder name, the one mapping of the five remotes. */
const remotes = {
  remote_buyer_web: 'remote-buyer-web',
  remote_mypage_market: 'remote-mypage-market',
  remote_admin_master: 'remote-admin-master',
  remote_admin_transaction: 'remote-admin-transaction',
  remote_admin_news_mail: 'remote-admin-news-mail',
};

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
function makeRemoteConfig({ name, exposes, dir }) {
  // config.json and the server find a remote by this pairing: a typo would only show at run time.
  if (remotes[name] !== path.basename(dir)) throw new Error(`remote ${name} must be built from the folder ${remotes[name] ?? '(unknown remote)'}, not ${path.basename(dir)}`);
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
        new CopyConfigPlugin(path.join(dir, 'public/config.json')),
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

/** Copies public/config.json into dist as an asset (no copy-webpack-plugin dependency). */
class CopyConfigPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    const fs = require('node:fs');
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyConfigPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        compilation.emitAsset('config.json', new RawSource(fs.readFileSync(this.file, 'utf8')));
      });
    });
  }
}

module.exports = { makeRemoteConfig, makeShellConfig, remotes, sharedSingletons };
