// How the bench's clients talk to the server: as a buyer's browser does. Every request offers
// Chromium's encodings, so the server compresses what it would for a browser, and what the
// browser reads is decoded as its Content-Encoding says. All traffic goes to 127.0.0.0/8.
import http from 'node:http';
import zlib from 'node:zlib';

/** What Chromium sends with every request: answers over 1 KB come back compressed, as for a buyer's browser. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** A body as the browser reads it: decompressed as its Content-Encoding says. */
export function decoded(bytes, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  if (encoding === 'deflate') return zlib.inflateSync(bytes);
  // The server offers br, gzip and deflate alone (http/compression.ts); zstd in case that changes.
  if (encoding === 'zstd') return zlib.zstdDecompressSync(bytes);
  return bytes;
}

/** The answer `url` gives a browser now, as it came over the wire: { status, type, encoding, bytes }. */
export function answerAsSent(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS, ...headers }, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, type: res.headers['content-type'], encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** A response as a readable of its decoded bytes, flushed as they come (a stream is read event by event). */
function streamDecoder(res) {
  const encoding = res.headers['content-encoding'];
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH }));
  if (encoding === 'gzip') return res.pipe(zlib.createGunzip(flush));
  if (encoding === 'deflate') return res.pipe(zlib.createInflate(flush));
  return res;
}

/** Opens a live-stock stream (ticket first); calls onEvent(data, receivedAt) per stock event (or per `eventName` event). */
export async function openStream(base, token, onEvent, eventName = 'stock') {
  const ticketRes = await fetch(`${base}/api/v1/users/web/stream/ticket`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_ENCODINGS },
  });
  if (ticketRes.status !== 200) throw new Error(`stream ticket: ${ticketRes.status} ${await ticketRes.text()}`);
  const { ticket } = await ticketRes.json();
  return new Promise((resolve, reject) => {
    // EventSource sends the browser's Accept-Encoding too; a compressed stream is read as the browser would.
    const headers = { 'accept-encoding': BROWSER_ENCODINGS };
    const req = http.get(`${base}/api/v1/users/web/stream?ticket=${encodeURIComponent(ticket)}`, { agent: false, headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream: ${res.statusCode}`));
      let buffer = '';
      const body = streamDecoder(res);
      body.setEncoding('utf8');
      // Closing the stream cuts a decoder mid-frame; that is the end, not a failure.
      if (body !== res) body.on('error', () => undefined);
      body.on('data', (chunk) => {
        const at = performance.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = new RegExp(`^event: ${eventName}\\ndata: (.*)$`, 'm').exec(frame);
          if (data) onEvent(data[1], at);
        }
      });
      resolve(() => req.destroy());
    });
    req.on('error', reject);
  });
}
