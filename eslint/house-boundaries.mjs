// The package boundaries of docs/ARCHITECTURE.md "Conventions" as one lint rule, read from where a file lives:
// - remotes import no other remote and not the shell; they use 'shared' (and 'shared/test' in tests);
// - the shell imports no remote (remotes load at run time through Module Federation);
// - shared imports no remote, not the shell, not mock-server;
// - mock-server imports no front-end package, except SERVER_SHARED: plain CommonJS data and
//   functions of `shared` without imports or types, which Node loads as they are (the spec
//   module shared/src/spec: values, pricing and the news rich-text policy, written once);
// - no relative import reaches into another package's folder;
// - a feature (src/features/<name>/) does not import another feature;
// - a server area (mock-server/src/areas/<name>/) does not import another area: what several
//   areas use lives in an app-level folder (domain/, events/, http/, db/, files/, passwords/);
// - the front end imports 'shared' by its package name, or an entry point of FRONT_END_ENTRIES,
//   never a deep path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONT_END = (name) => name === 'shared' || name === 'shell' || name.startsWith('remote-');
const PACKAGES = (name) => FRONT_END(name) || name === 'mock-server';
const SERVER_SHARED = new Set(['shared/src/spec/index.cjs']);
// Entry points of shared besides 'shared', bundled by the app that imports them instead of coming
// from the shell's share scope: pure functions a few lazy pages need (shared/rich-text.ts).
const FRONT_END_ENTRIES = new Set(['shared/rich-text']);
const TEST_FILE = /(\.test\.tsx?$)|([/\\]test[/\\])/;

function packageOf(file) {
  const relative = path.relative(ROOT, file);
  if (relative.startsWith('..')) return null;
  return relative.split(path.sep)[0];
}

/** 'buyer-web' for mock-server/src/areas/buyer-web/…, else null. */
function areaOf(file) {
  const match = /^mock-server\/src\/areas\/([^/]+)\//.exec(path.relative(ROOT, file).split(path.sep).join('/'));
  return match ? match[1] : null;
}

function featureOf(file) {
  const match = /^([^/]+)\/src\/features\/([^/]+)\//.exec(path.relative(ROOT, file).split(path.sep).join('/'));
  return match ? `${match[1]}/${match[2]}` : null;
}

/** Which other packages `from` may import by name. */
function mayImport(from, to) {
  if (from === to) return true;
  if (from === 'shell' || from.startsWith('remote-')) return to === 'shared';
  return false; // shared and mock-server import no other package of the repository
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Package and feature boundaries of the repository (the nevers)' },
    schema: [],
    messages: {
      package: '{{from}} must not import {{to}} ({{spec}}).',
      relative: 'A relative import must stay inside {{from}} ({{spec}} reaches into {{to}}).',
      deep: "Import shared through 'shared' (or 'shared/rich-text', or 'shared/test' in tests), not {{spec}}.",
      testHelpers: "'shared/test' is for tests only.",
      area: 'Server areas do not import each other: {{area}} imports {{other}} ({{spec}}). Move the shared code to an app-level folder (domain/, events/, http/, db/, files/, passwords/).',
      feature: 'Features do not import each other: {{feature}} imports {{other}} ({{spec}}). Move the common code to the package root or to shared.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = packageOf(file);
    if (!from || !PACKAGES(from)) return {};
    const isTest = TEST_FILE.test(file);
    // Build files (webpack.config.js) use shared/build; only source code is held to 'shared'.
    const isSource = /^[^/]+\/(src|test)\//.test(path.relative(ROOT, file).split(path.sep).join('/'));
    const feature = featureOf(file);
    const area = areaOf(file);

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        const to = packageOf(target);
        if (to !== from) return context.report({ node, messageId: 'relative', data: { from, to: to ?? 'outside the repository', spec } });
        const other = featureOf(`${target}/`);
        if (feature && other && other !== feature) context.report({ node, messageId: 'feature', data: { feature, other, spec } });
        const otherArea = areaOf(`${target}/`);
        if (area && otherArea && otherArea !== area) context.report({ node, messageId: 'area', data: { area, other: otherArea, spec } });
        return;
      }
      const name = spec.split('/')[0];
      if (!PACKAGES(name)) return;
      if (from === 'mock-server' && SERVER_SHARED.has(spec)) return;
      if (!mayImport(from, name)) return context.report({ node, messageId: 'package', data: { from, to: name, spec } });
      if (name === 'shared' && from !== 'shared' && spec !== 'shared' && !FRONT_END_ENTRIES.has(spec) && isSource) {
        if (spec !== 'shared/test') return context.report({ node, messageId: 'deep', data: { spec } });
        if (!isTest) context.report({ node, messageId: 'testHelpers' });
      }
    }

    const source = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
      'CallExpression[callee.name="require"]': (node) => node.arguments[0]?.type === 'Literal' && check(node.arguments[0], node.arguments[0].value),
    };
  },
};

export default { rules: { boundaries: rule } };
