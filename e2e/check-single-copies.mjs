// Proves over the built chunks that react-dom, RTK Query and MUI are each shipped once: in one
// file of the shell's dist and in no remote (remotes consume the shell's copy; their shared
// config has import:false). Exits non-zero otherwise. Run after `npm run build`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distJsFiles, SIGNATURES } from './support/dist-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function findCopies(files) {
  const result = {};
  for (const [library, signature] of Object.entries(SIGNATURES)) {
    if (library === 'draft-js') continue;
    result[library] = files.filter((f) => f.text.includes(signature)).map((f) => `${f.app}/dist/${f.file}`);
  }
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const copies = findCopies(distJsFiles(root));
  let ok = true;
  for (const [library, where] of Object.entries(copies)) {
    const once = where.length === 1 && where[0].startsWith('shell/');
    ok &&= once;
    console.log(`${once ? 'ok ' : 'BAD'} ${library}: ${where.length} file(s) ${where.join(', ')}`);
  }
  process.exit(ok ? 0 : 1);
}
