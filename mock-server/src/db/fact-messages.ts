/**
 * The 'fact' messages of db_changes (db/change-messages.ts): what the triggers of migrations 033
 * to 035 say, as 'fact:<what>…'. Kept beside the other kinds' decoders, in a file of their own.
 */

/**
 * A committed row that open pages must hear of (the triggers of migrations 033 to 035);
 * events/market-facts.ts hands it to the area that words it as market events.
 */
export type MarketFact =
  /** 'fact:request:<id>:<status>': a purchase request was sent (承認待ち) or decided. */
  | { what: 'purchase_request'; requestId: number; status: string }
  /** 'fact:negotiation:<negotiation_no>': a branch asked for a negotiation. */
  | { what: 'negotiation_asked'; negotiationNo: number }
  /** 'fact:hours:<transaction id>': the web hours were saved (by that transaction). */
  | { what: 'hours_saved'; transactionId: number }
  /** 'fact:mail:<mail_no>': every delivery of the mail is done (sent or failed). */
  | { what: 'mail_done'; mailNo: number }
  /** 'fact:ticker:<id>:<action>:<transaction id>': a line of the /web ticker was saved or deleted. */
  | { what: 'ticker_changed'; lineId: number; action: TickerAction; transactionId: number };

export type TickerAction = 'added' | 'changed' | 'suspended' | 'deleted';

/** Every kind of fact, in the order of the union above (the decoder tests cover each). */
export const FACT_KINDS = ['purchase_request', 'negotiation_asked', 'hours_saved', 'mail_done', 'ticker_changed'] as const;

export function encodeFact(fact: MarketFact): string {
  switch (fact.what) {
    case 'purchase_request':
      return `request:${fact.requestId}:${fact.status}`;
    case 'negotiation_asked':
      return `negotiation:${fact.negotiationNo}`;
    case 'hours_saved':
      return `hours:${fact.transactionId}`;
    case 'mail_done':
      return `mail:${fact.mailNo}`;
    case 'ticker_changed':
      return `ticker:${fact.lineId}:${fact.action}:${fact.transactionId}`;
  }
}

const REQUEST_FACT = /^request:(\d+):(.+)$/;
const TICKER_FACT = /^ticker:(\d+):(added|changed|suspended|deleted):(\d+)$/;
/** The facts that name one row (or transaction) by a number: 'fact:<prefix>:<number>'. */
const NUMBERED_FACTS = {
  negotiation: (negotiationNo: number): MarketFact => ({ what: 'negotiation_asked', negotiationNo }),
  hours: (transactionId: number): MarketFact => ({ what: 'hours_saved', transactionId }),
  mail: (mailNo: number): MarketFact => ({ what: 'mail_done', mailNo }),
} as const;

/** The fact `text` (after 'fact:') tells, or null when it reads as none. */
export function decodeFact(text: string): MarketFact | null {
  const request = REQUEST_FACT.exec(text);
  const requestId = request && count(request[1]);
  if (request && requestId !== null) return { what: 'purchase_request', requestId, status: request[2] };
  const ticker = TICKER_FACT.exec(text);
  const [lineId, transactionId] = ticker ? [count(ticker[1]), count(ticker[3])] : [null, null];
  if (ticker && lineId !== null && transactionId !== null) return { what: 'ticker_changed', lineId, action: ticker[2] as TickerAction, transactionId };
  const colon = text.indexOf(':');
  const prefix = text.slice(0, colon);
  const n = count(text.slice(colon + 1));
  if (colon < 0 || n === null || !Object.hasOwn(NUMBERED_FACTS, prefix)) return null;
  return NUMBERED_FACTS[prefix as keyof typeof NUMBERED_FACTS](n);
}

/** A whole number of digits that is a safe integer, else null. */
function count(text: string): number | null {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}
