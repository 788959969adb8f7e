import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { TestServer } from './test-server';

/** An answer as node:http received it: the bytes as sent (fetch would decompress them). */
export interface RawAnswer {
  status: number;
  /** The body as sent. */
  bytes: Buffer;
  /** Every header field as sent (name spelling kept), Date left out, sorted. */
  fields: string[];
  /** Whether the edge answered it before Fastify (http/edge-server.ts). */
  byEdge: boolean;
}

/** A GET of `/api/v1${path}` with a bearer token, over plain node:http. */
export function rawGet(server: TestServer, path: string, bearer: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const before = server.app.edge.answered;
  return new Promise((resolve, reject) => {
    const req = http.get(`${server.url}/api/v1${path}`, { headers: { authorization: `Bearer ${bearer}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const fields: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i].toLowerCase() !== 'date') fields.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        }
        resolve({ status: res.statusCode ?? 0, bytes: Buffer.concat(chunks), fields: fields.sort(), byEdge: server.app.edge.answered > before });
      });
    });
    req.on('error', reject);
  });
}

/** The value of one header field as sent (`name` in any case), or null when it was not sent. */
export function headerOf(answer: RawAnswer, name: string): string | null {
  const prefix = `${name.toLowerCase()}:`;
  const field = answer.fields.find((f) => f.toLowerCase().startsWith(prefix));
  return field === undefined ? null : field.slice(prefix.length).trim();
}

/** The body as JSON, decompressed as its Content-Encoding (gzip or br) says. */
export function jsonOf(answer: RawAnswer): any {
  const encoding = headerOf(answer, 'content-encoding');
  const bytes = encoding === 'gzip' ? gunzipSync(answer.bytes) : encoding === 'br' ? brotliDecompressSync(answer.bytes) : answer.bytes;
  return JSON.parse(bytes.toString('utf8'));
}

/** The header fields but those that follow the body: its length and encoding. */
export const fieldsBesideBody = (answer: RawAnswer) => answer.fields.filter((field) => !/^(content-length|content-encoding|vary):/i.test(field));
