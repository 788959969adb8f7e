import { Type } from 'typebox';
import { Strict } from '../../http/contract';

/** Schema pieces several buyer-web features share. */
export const tags = ['buyer-web'];
export const security = [{ bearer: [] }];

export const Uuid = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' });

/** Not strict: headers carry much more than this one (Authorization, Content-Type, …). */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** The answer of every buying action: the transaction its done page reads. */
export const TransactionAnswer = Strict({ transactionUUID: Type.String() });
