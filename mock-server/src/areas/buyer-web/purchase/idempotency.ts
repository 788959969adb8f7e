import { createHash } from 'node:crypto';
import type { Db, Queryable, TransactionOptions } from '../../../db/types';
import { ApiError } from '../../../http/api-error';
import { claimIdempotencyKey, findIdempotentAnswer, storeIdempotentAnswer, type StoredAnswer } from './purchase-idempotency-repository';
import { buyerWebMessages as msg } from '../messages';

export interface IdempotentCall {
  accountId: number;
  /** The Idempotency-Key header, if the client sent one. */
  key: string | undefined;
  endpoint: string;
  body: unknown;
  now: Date;
}

export interface IdempotentResult<T> {
  body: T;
  /** True when this answer is the stored first answer of an earlier call. */
  replayed: boolean;
}

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(endpoint: string, body: unknown): string {
  return createHash('sha256')
    .update(`${endpoint}\n${canonical(body)}`)
    .digest('hex');
}

class KeyTaken extends Error {}

function replay<T>(stored: StoredAnswer, endpoint: string, hash: string): IdempotentResult<T> {
  if (stored.endpoint !== endpoint || stored.request_hash !== hash) {
    throw new ApiError(422, msg.idempotencyMismatch, { code: 'idempotency_mismatch' });
  }
  return { body: stored.response as T, replayed: true };
}

/** The key checked (400) and the body hashed, without asking the database. */
export function idempotencyHash(call: IdempotentCall & { key: string }): string {
  if (call.key.length < 1 || call.key.length > 200) {
    throw new ApiError(400, msg.idempotencyKeyInvalid, { code: 'idempotency_key_invalid', field: 'Idempotency-Key' });
  }
  return requestHash(call.endpoint, call.body);
}

/** The key checked and the body hashed; `earlier` when the key has answered before (a replay, or 422). */
export async function checkIdempotencyKey<T>(db: Db, call: IdempotentCall & { key: string }): Promise<{ hash: string; earlier?: IdempotentResult<T> }> {
  const hash = idempotencyHash(call);
  const earlier = await findIdempotentAnswer(db, call.accountId, call.key);
  return earlier ? { hash, earlier: replay<T>(earlier, call.endpoint, hash) } : { hash };
}

/** A racing call with the same key committed first: answer as it did (409 while it still runs). */
export async function answerAsFirst<T>(db: Db, call: IdempotentCall & { key: string }, hash: string): Promise<IdempotentResult<T>> {
  const first = await findIdempotentAnswer(db, call.accountId, call.key);
  if (!first) throw new ApiError(409, msg.idempotencyMismatch, { code: 'idempotency_mismatch' });
  return replay<T>(first, call.endpoint, hash);
}

/**
 * Runs `work` in one transaction; with a key, the key is claimed in that same transaction and the
 * answer stored with it, so the work and its record commit together. A repeat with the same body
 * gets the first answer; with another body, 422. Failures are not stored: they changed nothing,
 * so a retry simply tries again.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  work: (tx: Queryable) => Promise<T>,
  options?: TransactionOptions,
): Promise<IdempotentResult<T>> {
  if (call.key === undefined) return { body: await db.transaction(work, options), replayed: false };
  const keyed = { ...call, key: call.key };
  const key = call.key;
  const { hash, earlier } = await checkIdempotencyKey<T>(db, keyed);
  if (earlier) return earlier;
  try {
    const body = await db.transaction(async (tx) => {
      const claimed = await claimIdempotencyKey(tx, { accountId: call.accountId, key, endpoint: call.endpoint, requestHash: hash, now: call.now });
      if (!claimed) throw new KeyTaken();
      const answer = await work(tx);
      await storeIdempotentAnswer(tx, { accountId: call.accountId, key, statusCode: 200, response: answer });
      return answer;
    }, options);
    return { body, replayed: false };
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    return answerAsFirst<T>(db, keyed, hash);
  }
}
