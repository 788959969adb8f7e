import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/** GET /users/web/stream?ticket=…: the single-use ticket of POST /users/web/stream/ticket. */
export const StreamQuery = Strict({ ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
export const TicketBody = Strict({});
export const TicketAnswer = Strict({ ticket: Type.String(), expires_in: Type.Integer() });
