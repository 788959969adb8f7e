import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The lint zone (house-boundaries.mjs): a server area imports no other area.
 * The rule is an ES module for ESLint, so it runs in a child Node process, as `npm run lint` runs it.
 */
const ROOT = path.join(__dirname, '..', '..');

const PROBE = `
import { Linter } from 'eslint';
import path from 'node:path';
const { default: house } = await import(path.resolve('eslint/house-boundaries.mjs'));
const linter = new Linter({ configType: 'flat', cwd: process.cwd() });
const config = [{ files: ['**/*.ts'], plugins: { house }, rules: { 'house/boundaries': 'error' } }];
const cases = JSON.parse(process.argv[1]);
console.log(JSON.stringify(cases.map(([file, code]) => linter.verify(code, config, { filename: path.resolve(file) }).map((m) => m.message))));
`;

function lint(cases: [file: string, code: string][]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, JSON.stringify(cases)], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('server areas do not import each other (house/boundaries)', () => {
  it('refuses an import of another area and allows the own area and the app-level folders', () => {
    const [other, own, tests] = lint([
      ['mock-server/src/areas/buyer-web/cart/cart-service.ts', "import { authMessages } from '../../auth/messages';"],
      [
        'mock-server/src/areas/buyer-web/cart/cart-service.ts',
        "import { buyerOf } from '../buyer';\nimport { actorOf } from '../../../http/actor';\nimport { priceLine } from '../../../domain/pricing';",
      ],
      ['mock-server/test/buyer-web/cart.test.ts', "import { authMessages } from '../../src/areas/auth/messages';"],
    ]);
    expect(other).toEqual([
      'Server areas do not import each other: buyer-web imports auth (../../auth/messages). Move the shared code to an app-level folder (domain/, events/, http/, db/, files/, passwords/).',
    ]);
    expect(own).toEqual([]);
    expect(tests).toEqual([]);
  });
});
