import type { MarketEvent } from '../events/market-event-types';
import { decodeFact, encodeFact, type MarketFact } from './fact-messages';

export { FACT_KINDS, type MarketFact } from './fact-messages';

/**
 * Every message of the change feed, in one place: the NOTIFY channels, what each payload means,
 * and the one decoder (and encoder) of each kind (db_changes' facts in fact-messages.ts). Nothing else reads or writes these strings:
 * the triggers and functions of the migrations write the database's ones (their SQL must match
 * the encoders here; test/db/change-messages.test.ts holds a sample of every kind and checks
 * what the triggers really send), the listeners get typed messages, decoded once per process.
 *
 * A payload no decoder reads (a newer server's during a rolling deploy, say) may have said
 * anything: it is heard as a gap, as when the listening connection was lost ("forget everything").
 */

/** Migration 008 (and 010): what the in-memory caches hold may have changed; market events and the facts they tell (033). */
export const CHANGES_CHANNEL = 'db_changes';
/** Migrations 019, 026, 028, 030, 031: what the shared listing and the price history hold changed (and the live stock: events/stock-from-feed.ts). */
export const LISTING_CHANNEL = 'listing_changes';
/** Migration 032: the browsers' stock events that no lot row tells (a negotiation changed, a product suspended). */
export const STOCK_CHANNEL = 'web_stock';

/** Never sent: heard when changes may have been missed (the listening connection was lost, or an unreadable payload). */
export interface Gap {
  kind: 'gap';
}

// ---------------------------------------------------------------------------------------------
// db_changes

/** Every kind of db_changes, in the order of the union below (the decoder tests cover each). */
export const CHANGE_KINDS = ['account', 'branch', 'data', 'hours', 'event', 'fact', 'gap'] as const;

export type ChangeMessage =
  /** 'account:<id>': who a cached session belongs to may have changed (revoked, rotated, the account row). */
  | { kind: 'account'; accountId: number }
  /** 'branch:<id>': the branch row changed or went (suspended, permission). */
  | { kind: 'branch'; branchId: number }
  /** 'data': anything a buyer reads may have changed (sent once per transaction). */
  | { kind: 'data' }
  /** 'hours': the web hours (a purchase's own cache; 'data' moves with every purchase). */
  | { kind: 'hours' }
  /** 'event:<json>': a market event as stored (events/market-events.ts), sent with its insert. */
  | { kind: 'event'; event: MarketEvent }
  /** 'fact:…': a committed row to announce as market events (MarketFact). */
  | { kind: 'fact'; fact: MarketFact }
  | Gap;

export type SentChangeMessage = Exclude<ChangeMessage, Gap>;

export function encodeChange(message: SentChangeMessage): string {
  switch (message.kind) {
    case 'account':
      return `account:${message.accountId}`;
    case 'branch':
      return `branch:${message.branchId}`;
    case 'data':
    case 'hours':
      return message.kind;
    case 'event':
      return `event:${JSON.stringify(message.event)}`;
    case 'fact':
      return `fact:${encodeFact(message.fact)}`;
  }
}

export function decodeChange(payload: string): ChangeMessage {
  if (payload === 'data' || payload === 'hours') return { kind: payload };
  if (payload.startsWith('event:')) {
    const event = parseJson(payload.slice(6)) as MarketEvent | undefined;
    if (event && typeof event === 'object' && Number.isSafeInteger(event.id)) return { kind: 'event', event };
    return GAP;
  }
  if (payload.startsWith('fact:')) {
    const fact = decodeFact(payload.slice(5));
    return fact ? { kind: 'fact', fact } : GAP;
  }
  const colon = payload.indexOf(':');
  const prefix = payload.slice(0, colon);
  const id = integer(payload.slice(colon + 1));
  if (id === null) return GAP;
  if (prefix === 'account') return { kind: 'account', accountId: id };
  if (prefix === 'branch') return { kind: 'branch', branchId: id };
  return GAP;
}

// ---------------------------------------------------------------------------------------------
// listing_changes

/** One lot of a 'lots' message: `stock` when only its stock moved (a purchase, a cancel), else read the lot again. */
export interface LotChange {
  id: number;
  stock?: { remaining: number; hasu: number };
}

/** One new standing web line (sale_kbn 4) of a 'lines' message (read by the listing snapshot and the price history). */
export interface NewWebLine {
  sale_id: number;
  web_item_id: number;
  kuchi_su: number;
  ha_su: number;
  web_tanka: number;
  price: number;
  created_at: Date;
  transaction_uuid: string;
}

/** Every kind of listing_changes, in the order of the union below (the decoder tests cover each). */
export const LISTING_KINDS = ['lots', 'all', 'params', 'news', 'sales', 'lines', 'negotiations', 'terms', 'favorites', 'receiving', 'gap'] as const;

export type ListingMessage =
  /**
   * 'lots:<item>,<item>,…' (migrations 019, 031), an item '<id>=<remaining_quantity>/<hasu>' when
   * only that lot's stock changed, else '<id>'. Longer than a payload holds: 'all' instead.
   */
  | { kind: 'lots'; lots: LotChange[] }
  /** 'all': what many lots show changed (product, item, shipper): read them all again. */
  | { kind: 'all' }
  /** 'params': system parameters or web hours. */
  | { kind: 'params' }
  /** 'news': the web news ticker. */
  | { kind: 'news' }
  /** 's:<branch id>': that branch's sale lines (済, its cancellable purchases): read them again. */
  | { kind: 'sales'; branchId: number }
  /**
   * 't:<branch id>:<line>;<line>…' (migrations 028, 031): that branch's new standing web lines,
   * a line '<sale_id>/<web_item_id>/<kuchi_su>/<ha_su>/<web_tanka>/<price>/<created_at ms>/<transaction uuid>'.
   * Lines that do not read as that are heard as 'sales' of the branch (read its lines again).
   */
  | { kind: 'lines'; branchId: number; lines: NewWebLine[] }
  /** 'n:<branch id>': that branch's negotiations. */
  | { kind: 'negotiations'; branchId: number }
  /** 'b:<branch id>': that branch's purchase terms (its row). */
  | { kind: 'terms'; branchId: number }
  /** 'f:<branch id>' (migration 026): that branch's favourites. */
  | { kind: 'favorites'; branchId: number }
  /** 'r:<receiving id>' (migration 030): a receiving not on the web changed what its sale lines count for. */
  | { kind: 'receiving'; receivingId: number }
  | Gap;

export type SentListingMessage = Exclude<ListingMessage, Gap>;

/** The one-letter prefixes of the messages about one branch ('<letter>:<branch id>'). */
const BRANCH_PREFIXES = { s: 'sales', n: 'negotiations', b: 'terms', f: 'favorites' } as const;
const PREFIX_OF = { sales: 's', negotiations: 'n', terms: 'b', favorites: 'f' } as const;

/** What the triggers send for `message` (tests and the samples; the database writes its own). */
export function encodeListing(message: SentListingMessage): string {
  switch (message.kind) {
    case 'lots':
      return `lots:${message.lots.map((lot) => (lot.stock ? `${lot.id}=${lot.stock.remaining}/${lot.stock.hasu}` : `${lot.id}`)).join(',')}`;
    case 'all':
    case 'params':
    case 'news':
      return message.kind;
    case 'sales':
    case 'negotiations':
    case 'terms':
    case 'favorites':
      return `${PREFIX_OF[message.kind]}:${message.branchId}`;
    case 'lines':
      return `t:${message.branchId}:${message.lines
        .map((l) => [l.sale_id, l.web_item_id, l.kuchi_su, l.ha_su, l.web_tanka, l.price, l.created_at.getTime(), l.transaction_uuid].join('/'))
        .join(';')}`;
    case 'receiving':
      return `r:${message.receivingId}`;
  }
}

export function decodeListing(payload: string): ListingMessage {
  if (payload === 'all' || payload === 'params' || payload === 'news') return { kind: payload };
  if (payload.startsWith('lots:')) return { kind: 'lots', lots: decodeLots(payload.slice(5)) };
  if (payload[1] !== ':') return GAP;
  const letter = payload[0];
  if (letter === 't') return decodeLines(payload.slice(2));
  const id = integer(payload.slice(2));
  if (id === null) return GAP;
  if (letter === 'r') return { kind: 'receiving', receivingId: id };
  if (letter in BRANCH_PREFIXES) return { kind: BRANCH_PREFIXES[letter as keyof typeof BRANCH_PREFIXES], branchId: id };
  return GAP;
}

const LOT_ITEM = /^(\d+)(?:=(-?\d+)\/(-?\d+))?$/;

/** Items that do not read as a lot are skipped (as ever: the rest of the message still counts). */
function decodeLots(text: string): LotChange[] {
  const lots: LotChange[] = [];
  for (const item of text.split(',')) {
    const match = LOT_ITEM.exec(item);
    if (!match) continue;
    const id = Number(match[1]);
    lots.push(match[2] === undefined ? { id } : { id, stock: { remaining: Number(match[2]), hasu: Number(match[3]) } });
  }
  return lots;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function decodeLines(text: string): ListingMessage {
  const colon = text.indexOf(':');
  const branchId = colon < 1 ? null : integer(text.slice(0, colon));
  if (branchId === null) return GAP;
  const lines: NewWebLine[] = [];
  for (const item of text.slice(colon + 1).split(';')) {
    const parts = item.split('/');
    const numbers = parts.slice(0, 7).map(Number);
    if (parts.length !== 8 || !UUID.test(parts[7]) || numbers.some((n) => !Number.isSafeInteger(n))) return { kind: 'sales', branchId };
    const [sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price, createdMs] = numbers;
    lines.push({ sale_id, web_item_id, kuchi_su, ha_su, web_tanka, price, created_at: new Date(createdMs), transaction_uuid: parts[7] });
  }
  return { kind: 'lines', branchId, lines };
}

// ---------------------------------------------------------------------------------------------
// web_stock

/** What a listing needs to redraw one lot after someone else's buy or cancel (the `stock` event of the browsers' stream). */
export interface StockChange {
  id: number;
  remaining_quantity: number;
  hasu: number;
  /** The market changed more than the stock (price, flags, suspension): open listings refetch the lot's page. */
  listing_changed?: boolean;
  /** A negotiation on the lot was answered: buyers' negotiation lists reload. */
  negotiation_changed?: boolean;
}

/** NOTIFY payloads must stay under 8000 bytes; a change is well under 80, so a message carries at most this many. */
export const STOCK_CHANGES_PER_MESSAGE = 80;

/** A JSON array of the changes (at most STOCK_CHANGES_PER_MESSAGE), as migration 032's SQL writes it. */
export function encodeStock(changes: readonly StockChange[]): string {
  return JSON.stringify(changes);
}

/** The changes, or null when the payload is not an array of them (nothing is told). */
export function decodeStock(payload: string): StockChange[] | null {
  const changes = parseJson(payload);
  if (!Array.isArray(changes)) return null;
  const valid = changes.every(
    (c: Partial<StockChange> | null) =>
      c !== null && typeof c === 'object' && Number.isSafeInteger(c.id) && typeof c.remaining_quantity === 'number' && typeof c.hasu === 'number',
  );
  return valid ? (changes as StockChange[]) : null;
}

// ---------------------------------------------------------------------------------------------

const GAP: Gap = { kind: 'gap' };

/** The gap message (never sent: heard when changes may have been missed). */
export const gap = (): Gap => GAP;

function integer(text: string): number | null {
  if (!/^-?\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
