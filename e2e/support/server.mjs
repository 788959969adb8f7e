import { createServer } from 'node:net';

/** The first free port from `start` upwards (8080 is the lead's: never used here). */
export async function findFreePort(start) {
  for (let port = start; port < start + 100; port += 1) {
    if (port === 8080) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port from ${start}`);
}

/** Polls `url` until it answers 200; gives up after `timeoutMs` or when `gone()` says the server exited. */
export async function waitForServer(url, timeoutMs, gone) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone()) throw new Error('mock-server exited before it was ready');
    try {
      const answer = await fetch(url);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`mock-server did not answer ${url} within ${timeoutMs} ms`);
}
