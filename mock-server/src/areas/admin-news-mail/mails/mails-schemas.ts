import { Type, type Static } from 'typebox';
import { ListQuery, Paginated, Params, Strict } from '../../../http/contract';

/** /admins/mails: bulk mail (spec §3 Bulk mail), with how its delivery is going. */
export const MailListQuery = ListQuery(
  { status: Type.Optional(Type.Union([Type.Literal('sent'), Type.Literal('unsent')], { description: 'By MAIL_SEND_DATE; both when absent' })) },
  { defaultPer: 50 },
);

export const MailDeliveryProblem = Strict({
  MAIL_ADDR: Type.String(),
  BAISAN_EDA_NM: Type.String(),
  STATUS: Type.Union([Type.Literal('pending'), Type.Literal('failed')], { description: 'pending: will be retried at NEXT_ATTEMPT_AT; failed: given up' }),
  ATTEMPTS: Type.Integer(),
  ERROR: Type.String(),
  NEXT_ATTEMPT_AT: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
});

export const MailItem = Strict({
  MAIL_NO: Type.Integer(),
  MAIL_CATEGORY_NO: Type.Integer(),
  MAIL_CATEGORY_NAME: Type.String(),
  MAIL_TITLE: Type.String(),
  MAIL_TEXT: Type.String({ description: 'Sanitised HTML from the editor' }),
  MAIL_SEND_START_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' (Japan time)" }),
  MAIL_SEND_DATE: Type.String({ description: "'YYYY/MM/DD HH:MM' when every recipient is done; '' while unsent" }),
  MAIL_CREATE_DATE: Type.String(),
  DELIVERY_TOTAL: Type.Integer({ description: 'Recipients listed when the mail fell due (0 before)' }),
  DELIVERY_SENT: Type.Integer(),
  DELIVERY_FAILED: Type.Integer(),
  DELIVERY_PROBLEMS: Type.Array(MailDeliveryProblem, { description: 'Deliveries that failed or wait for a retry (at most 20)' }),
});
export type MailItem = Static<typeof MailItem>;
export const MailPage = Paginated(MailItem);

export const MailBody = Strict({
  send_date: Type.String({ minLength: 16, maxLength: 16, description: "'YYYY-MM-DD HH:MM' (Japan time; slashes accepted)" }),
  title: Type.String({ minLength: 1, maxLength: 200 }),
  text: Type.String({ minLength: 1, maxLength: 100_000, description: 'HTML from the editor (sanitised like news)' }),
  category_no: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type MailBody = Static<typeof MailBody>;

export const MailNoParams = Params({ MAIL_NO: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** GET /admins/mails/recipient-count: how many addresses a mail of this category is sent to now. */
export const RecipientCountQuery = Strict({
  category_no: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Checked to exist; every category goes to the same recipients' })),
});
export const RecipientCount = Strict({
  count: Type.Integer({ description: 'Active buyer branches with a MAIL_ADDR, each address once (as listed when the mail falls due)' }),
});

/** POST /admins/mails/{MAIL_NO}/test-send takes an empty object: the saved mail goes to the caller's own address. */
export const TestSendBody = Strict({});
/** Where the test copy went. */
export const TestSendAnswer = Strict({ message: Type.String(), to: Type.String({ description: "The signed-in administrator's own address" }) });
