// Reads the built dist folders: which files contain a library's code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

const { remotes } = createRequire(import.meta.url)('../../shared/build/index.js');

/** The shell and the five remotes (folder names), from the one mapping in shared/build. */
export const APPS = ['shell', ...Object.values(remotes)];

/**
 * A string each library's own code contains and no other code does (checked against the
 * builds): react-dom's container key, RTK Query's action prefix, MUI ButtonBase's style name,
 * and draft-js's editor class names.
 */
export const SIGNATURES = {
  'react-dom': '__reactContainer$',
  'RTK Query (@reduxjs/toolkit/query)': '__rtkq/',
  '@mui/material': 'name:"MuiButtonBase"',
  'draft-js': 'public-DraftEditor',
};

export function distJsFiles(root) {
  return APPS.flatMap((app) => {
    const dir = path.join(root, app, 'dist');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ app, file, text: readFileSync(path.join(dir, file), 'utf8') }));
  });
}

export function gzipBytes(text) {
  return gzipSync(Buffer.from(text)).length;
}
