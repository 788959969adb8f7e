import type { ServerResponse } from 'node:http';

/** Headers that follow the body (its length and encoding): set per answer, not kept. */
const PER_BODY = new Set(['content-length', 'content-encoding', 'transfer-encoding']);

/**
 * A sent answer's header fields as names and values, names spelled as sent (helmet sets its own
 * on the raw response); null when a Vary other than compression's own would have to be kept.
 */
export function headersBesideBody(res: ServerResponse): string[] | null {
  const fields: string[] = [];
  // getRawHeaderNames is on every OutgoingMessage (node ≥ 14.17); @types/node types it on ClientRequest only.
  for (const name of (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
    const lower = name.toLowerCase();
    if (PER_BODY.has(lower)) continue;
    const value = res.getHeader(name);
    if (value === undefined) continue;
    if (lower === 'vary') {
      if (String(value).toLowerCase() === 'accept-encoding') continue;
      return null;
    }
    for (const one of Array.isArray(value) ? value : [value]) fields.push(name, String(one));
  }
  return fields;
}
