// Builds this remote alone into dist/ with remoteEntry.js and mf-manifest.json; the shell
// finds it at run time through its config.json.
const { makeRemoteConfig } = require('shared/build');

module.exports = makeRemoteConfig({
  dir: __dirname,
  exposes: {
    './routes': './src/routes.tsx',
  },
});
