import { spawn } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import net from 'node:net';

// More acceptors on the server's one listening socket, for the market opening's burst of connections. Node 20's libuv accepts one
// connection per listening descriptor per turn of the event loop; at market opening a turn
// answers hundreds of requests, so the opening's burst of new connections was accepted at 50–300
// a second and waited up to 5 s (on PGlite past the browser's patience) in the kernel's queue
// while the connections already open were answered in milliseconds (docs/adr/0018-listening-copies.md).
// Each copy is the same socket under another descriptor, so each turn accepts one more. Node hands
// a descriptor over only between processes, as its cluster module hands a
// listening socket to its workers: a short-lived child receives the server's handle and sends it
// straight back, which makes the copy. (Node 22's `reusePort` is the direct way.)

/**
 * The child's side: each handle it is sent goes back at once, and its own descriptor closes. A
 * raw handle is passed as it is (never listened on here), so the child accepts nothing.
 */
const ECHO_CHILD = `process.on('message', (m, handle) => {
  if (m === 'done') return process.disconnect();
  process.send('copy', handle, () => handle.close());
});`;

export interface ListeningCopies {
  /** Stops the copies accepting (before the server closes: it no longer takes new connections). */
  close(): void;
}

/**
 * Adds `count` copies of `server`'s listening socket; what they accept goes to `server` as its
 * own connections. The server's `maxConnections` (its limit, so descriptors cannot run out)
 * counts every socket, whichever descriptor accepted it: a copy refuses a connection once the
 * limit is open. The server's own descriptor, whose check Node makes on its own sockets alone,
 * keeps an equal part of it (so at most one such part more is ever open).
 */
export async function addListeningCopies(server: HttpServer, count: number): Promise<ListeningCopies> {
  // A server without a limit (Node leaves it unset) gives its copies none either.
  const limit = server.maxConnections;
  const limited = limit > 0 && Number.isFinite(limit);
  let open = 0;
  const counted = (socket: net.Socket) => {
    open++;
    socket.once('close', () => open--);
  };
  // Every socket reaches the server as 'connection': its own, and the copies' below.
  server.on('connection', counted);
  const copies = (await handleCopies(server, count)).map((handle) => {
    // As node:http sets its own accepted sockets: TCP_NODELAY on (without it Nagle's algorithm
    // holds a response's last segment back for the client's delayed acknowledgement, 40 ms).
    const copy = net.createServer({ noDelay: true }, (socket) => {
      if (limited && open >= limit) return void socket.destroy();
      server.emit('connection', socket);
    });
    copy.listen(handle);
    return copy;
  });
  if (limited) server.maxConnections = Math.max(1, Math.floor(limit / (count + 1)));
  return {
    close() {
      for (const copy of copies) copy.close();
    },
  };
}

/** `count` raw handles of the server's listening socket, each its own descriptor. */
async function handleCopies(server: HttpServer, count: number): Promise<object[]> {
  // The raw handle, as the cluster module sends it: a net.Server would be listened on by the child.
  const own = (server as unknown as { _handle: object | null })._handle;
  if (!own) throw new Error('listening copies: the server is not listening');
  const child = spawn(process.execPath, ['-e', ECHO_CHILD], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const handles: object[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`listening copies: the helper process ended (${code}) after ${handles.length} of ${count}`)));
      child.on('message', (_message, handle: object) => {
        handles.push(handle);
        if (handles.length === count) resolve();
      });
      for (let i = 0; i < count; i++) child.send('copy', own as net.Server);
    });
  } catch (err) {
    for (const handle of handles) (handle as { close(): void }).close();
    throw err;
  } finally {
    child.removeAllListeners('exit');
    if (child.connected) child.send('done');
  }
  return handles;
}
