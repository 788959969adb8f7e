#!/usr/bin/env node
// Runs webpack-cli as declared by the shared package. npm may install webpack-cli under
// shared/node_modules (it did here), where the `webpack` binary of the other workspaces
// cannot find it; resolving it from this folder works wherever npm puts it.
process.argv.splice(1, 1, require.resolve('webpack-cli/bin/cli.js'));
require('webpack-cli/bin/cli.js');
