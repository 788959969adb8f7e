import type { IncomingMessage } from 'node:http';

/** Whether a request says it sends a body (a length above 0, or chunks). */
export const hasBody = (req: IncomingMessage): boolean => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
