import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MOCK_SERVER_ROOT, REPO_ROOT } from '../src/config';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/**
 * The server's V8 flags must be on node's command line, so every start writes them out: npm start
 * (both package.json files) and the systemd unit carry each of them (the bench and deploy tests
 * import the list).
 */
describe('the server is started with its node flags everywhere', () => {
  const starts = [
    ['package.json start', JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts.start],
    ['mock-server/package.json start', JSON.parse(readFileSync(path.join(MOCK_SERVER_ROOT, 'package.json'), 'utf8')).scripts.start],
    ['deploy/flower-market@.service', readFileSync(path.join(REPO_ROOT, 'deploy', 'flower-market@.service'), 'utf8').match(/^ExecStart=.*$/m)?.[0]],
  ] as const;

  it.each(starts)('%s', (_, command) => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(command).toContain(` ${flag} `);
  });
});
