import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

/**
 * GET /users/web/stream?ticket=…: the single-use ticket of POST /users/web/stream/ticket, and
 * the last market event id the client saw (a new EventSource cannot send `Last-Event-ID`, so the
 * client puts it here; the header is read too).
 */
export const StreamQuery = Strict({
  ticket: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  last_event_id: Type.Optional(Type.Integer({ minimum: 0, description: 'The last `id:` the client saw: the events after it are sent first.' })),
});
export const TicketBody = Strict({});
export const TicketAnswer = Strict({ ticket: Type.String(), expires_in: Type.Integer() });
