// Loader rules, resolution and minification common to the shell and every remote.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

// Webpack 5.111 ships minimizer-webpack-plugin (the successor of terser-webpack-plugin);
// resolve it through webpack so no extra dependency is needed.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json', { paths: [root] }))] }),
);

// Packages' strict ES modules (.mjs, e.g. @mui/x-charts) would get the shared singletons'
// module objects for their default imports under Module Federation; parsed as ordinary
// modules they get webpack's usual default-import interop, like our own code.
const esmFromPackagesRule = {
  test: /\.mjs$/,
  include: /node_modules/,
  type: 'javascript/auto',
  resolve: { fullySpecified: false },
};

// The workspace package's index files only re-export: marked free of side effects, an import of
// one name from 'shared' brings that module, not every module the index lists (the shell's
// sign-in page needs the store and the theme, not the admin list or the photo dialog).
const sharedBarrelsRule = {
  test: /[\\/]shared[\\/]src[\\/](.+[\\/])?index\.ts$/,
  sideEffects: false,
};

const swcRule = {
  test: /\.[jt]sx?$/,
  // Workspace packages (shared, via its node_modules symlink) are TypeScript sources and
  // must be compiled; third-party packages are already JavaScript.
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader', { paths: [root] }),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/**
 * react-router 7 exports only its development build (with console warnings and extra checks);
 * its production build sits beside it, unexported. Production bundles use that one.
 */
function productionAliases() {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [root] }));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

function commonConfig({ dir, mode, publicPath }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    // No eval-based source maps: the server's CSP (script-src 'self') forbids eval.
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      // No [contenthash] in filename: federation's runtime cannot fill it in for entries.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: production ? productionAliases() : {} },
    module: { rules: [swcRule, esmFromPackagesRule, sharedBarrelsRule] },
    optimization: {
      minimize: production,
      // Every shared module is its own async chunk; without a low minSize and a high request
      // cap, webpack copies their common internals (MUI's styled, emotion helpers) into each.
      splitChunks: { chunks: 'async', minSize: 2000, maxAsyncRequests: 100, maxInitialRequests: 30 },
      minimizer: [new MinimizerPlugin({ parallel: false, minify: { implementation: MinimizerPlugin.swcMinify, options: { compress: true, mangle: true } } })],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { commonConfig, swcRule, root };
