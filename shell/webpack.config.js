// The shell: index.html, the host bundle and config.json (where each remote lives).
const { makeShellConfig } = require('shared/build');

module.exports = makeShellConfig({ dir: __dirname });
