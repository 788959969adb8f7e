// The one list of modules the shell and every remote share as singletons (DESIGN.md
// "Module Federation rules"). Every webpack config imports it from here, so a remote can
// never drift into bundling its own React, store or api slice.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const sharedPkg = require('../package.json');

/** The installed version of a dependency, read from its own package.json. */
function installedVersion(name) {
  return require(require.resolve(`${name}/package.json`, { paths: [root] })).version;
}

const packages = [
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-router-dom',
  // react-router-dom 7 is a thin re-export of react-router: share the real one too, or a
  // remote importing 'react-router' would get a second router context.
  'react-router',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
];

// Subpath imports (react-dom/client, react/jsx-runtime, @mui/material/Button,
// @reduxjs/toolkit/query/react) only match a prefix key ending in '/'; without one each
// build would bundle its own copy of them.
const prefixed = ['react', 'react-dom', '@mui/material', '@reduxjs/toolkit', '@emotion/react'];

/**
 * consumeOnly (remotes): `import: false` keeps the fallback copies out of the remote's build,
 * so react-dom, RTK Query and MUI exist once in all of dist/ — the shell's — and a remote
 * cannot fall back to a second store or api slice.
 */
/**
 * The shell provides every public subpath of these packages, not only the ones it imports
 * itself: a remote consumes whatever deep import it uses ('@mui/material/TableContainer'),
 * and with import:false that module must already be in the share scope.
 */
const providedSubpaths = ['@mui/material', '@reduxjs/toolkit', 'react', 'react-dom'];

// Resolve the way webpack does for a browser production build, so the file provided here is
// the very module the shell's own imports resolve to (one instance, not two).
const resolveLikeWebpack = require(
  require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack/package.json', { paths: [root] }))] }),
).create.sync({
  conditionNames: ['webpack', 'production', 'browser', 'import', 'module'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.mjs', '.js', '.json'],
});

/**
 * [share key, absolute file] for each public subpath. Webpack provides a share key whose
 * `import` is a file path even when the shell never imports it itself; a package name would
 * only be provided when used.
 */
function publicSubpaths(name) {
  const pkg = require(require.resolve(`${name}/package.json`, { paths: [root] }));
  return (
    Object.keys(pkg.exports || {})
      .filter((key) => key.startsWith('./') && key !== './package.json' && !key.includes('*') && !key.endsWith('.json'))
      // Server-only entry points cannot run in a browser.
      // Pigment entries need an optional package that is not installed.
      .filter((key) => !/server|static|test-utils|profiling|unstable|Pigment/.test(key))
      .map((key) => `${name}/${key.slice(2)}`)
      .map((shareKey) => {
        try {
          return [shareKey, resolveLikeWebpack(root, shareKey)];
        } catch {
          return null; // an export this environment cannot resolve (e.g. node-only)
        }
      })
      .filter(Boolean)
  );
}

function sharedSingletons({ consumeOnly = false } = {}) {
  const shared = {};
  const extra = consumeOnly ? { import: false } : {};
  for (const name of packages) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: version, version, ...extra };
  }
  for (const name of prefixed) {
    const version = installedVersion(name);
    shared[`${name}/`] = { singleton: true, requiredVersion: version, version, ...extra };
  }
  if (!consumeOnly) {
    for (const name of providedSubpaths) {
      const version = installedVersion(name);
      for (const [shareKey, file] of publicSubpaths(name)) {
        shared[shareKey] = { import: file, shareKey, singleton: true, requiredVersion: version, version };
      }
    }
  }
  // The workspace package carries the one api slice and store helpers: it must be a
  // singleton with a real version, or each remote silently bundles its own RTK Query.
  shared.shared = { singleton: true, requiredVersion: sharedPkg.version, version: sharedPkg.version, ...extra };
  return shared;
}

module.exports = { sharedSingletons, packages, prefixed };
