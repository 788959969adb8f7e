import net from 'node:net';

/**
 * A TCP proxy the test controls, between a server and PostgreSQL: `refuse()` drops every
 * connection and refuses new ones (a database outage seen from the server), `restore()` lets
 * them through again. The machine's PostgreSQL itself is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  let answering: { code: string; message: string } | null = null;
  const server = net.createServer((client) => {
    if (refusing) return client.destroy();
    if (answering) return answerError(client, answering);
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    refuse() {
      refusing = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    /**
     * Every new connection is answered, after its startup message, with a PostgreSQL FATAL
     * ErrorResponse carrying `code` (e.g. 28P01, what a wrong password gets) and closed, the
     * way PostgreSQL refuses a login; open connections are dropped.
     */
    answerWith(code: string, message: string) {
      answering = { code, message };
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      refusing = false;
      answering = null;
    },
    async close() {
      refusing = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Reads the startup packet (answering an SSLRequest with 'N'), then sends a FATAL ErrorResponse and closes. */
function answerError(client: net.Socket, error: { code: string; message: string }): void {
  let buffered = Buffer.alloc(0);
  client.on('error', () => client.destroy());
  client.on('data', (chunk) => {
    buffered = Buffer.concat([buffered, chunk]);
    while (buffered.length >= 8) {
      const length = buffered.readInt32BE(0);
      if (buffered.length < length) return;
      const code = buffered.readInt32BE(4);
      buffered = buffered.subarray(length);
      if (code === 80877103) {
        client.write('N'); // SSLRequest: no SSL here
        continue;
      }
      const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(value, 'utf8'), Buffer.from([0])]);
      const body = Buffer.concat([field('S', 'FATAL'), field('V', 'FATAL'), field('C', error.code), field('M', error.message), Buffer.from([0])]);
      const header = Buffer.alloc(5);
      header.write('E', 0);
      header.writeInt32BE(body.length + 4, 1);
      client.end(Buffer.concat([header, body]));
      return;
    }
  });
}
