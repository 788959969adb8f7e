import { Type } from 'typebox';
import { Strict } from '../../../http/contract';

export const HealthAnswer = Strict({
  status: Type.String(),
  database: Type.String(),
  database_state: Type.Union([Type.Literal('up'), Type.Literal('down')]),
  /** While down: why (http/database-unavailable.ts, DatabaseDownReason). */
  database_reason: Type.Optional(
    Type.Union([
      Type.Literal('unreachable'),
      Type.Literal('shutting_down'),
      Type.Literal('starting_up'),
      Type.Literal('not_accepting_connections'),
      Type.Literal('no_such_database'),
      Type.Literal('login_refused'),
      Type.Literal('too_many_connections'),
    ]),
  ),
});
