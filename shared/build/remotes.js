// Which remotes exist, read from the repository itself: every workspace whose folder starts
// with 'remote-' is a remote, and its Module Federation name is its package name with '-'
// turned into '_' (the rule the server's runtime config uses too). Adding a remote means
// adding its workspace; nothing here lists remotes by name.
const fs = require('node:fs');
const path = require('node:path');
const { root } = require('./common');

/** 'remote-admin-master' → 'remote_admin_master'. */
function federationName(packageName) {
  return packageName.replace(/-/g, '_');
}

/** The remote folders of the repository, in the order of the root package.json's workspaces. */
function remoteFolders() {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return workspaces.filter((folder) => path.basename(folder).startsWith('remote-'));
}

/** Federation name → folder, e.g. { remote_admin_master: 'remote-admin-master', … }. */
function remoteMap() {
  return Object.fromEntries(remoteFolders().map((folder) => [federationName(readPackageName(path.join(root, folder))), folder]));
}

function readPackageName(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
}

/** Where the shell finds each remote when served as one URL (/remotes/<folder>/). */
function remoteManifests() {
  return Object.fromEntries(Object.entries(remoteMap()).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]));
}

module.exports = { federationName, readPackageName, remoteFolders, remoteManifests, remoteMap };
