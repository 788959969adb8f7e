import { Type, type Static } from 'typebox';
import { Paginated, Strict } from '../../http/contract';

/** One row of the notification centre: a market event with a sentence and a link. */
export const Notification = Strict({
  id: Type.Integer({ description: 'the market event id (the stream sends it as `id:`)' }),
  kind: Type.String({ description: "what happened, e.g. 'negotiation_answered', 'news_important'" }),
  title: Type.String({ description: 'a Japanese sentence' }),
  link: Type.String({ description: 'the app path it leads to, e.g. /web or /news/important/12' }),
  important: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;

export const NotificationQuery = Strict({
  per: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
});

/** The page and, for the bell, how many of all the user's notifications are unread. */
export const NotificationPage = Strict({ ...Paginated(Notification).properties, unread: Type.Integer({ minimum: 0 }) });

/** `{ "ids": [..] }` or `{ "all": true }` (exactly one of them). */
export const NotificationReadBody = Strict({
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 500 })),
  all: Type.Optional(Type.Literal(true)),
});
export type NotificationReadBody = Static<typeof NotificationReadBody>;

export const NotificationReadAnswer = Strict({ message: Type.String(), unread: Type.Integer({ minimum: 0 }) });
