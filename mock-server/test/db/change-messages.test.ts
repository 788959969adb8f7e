import {
  CHANGE_KINDS,
  FACT_KINDS,
  decodeChange,
  decodeListing,
  decodeStock,
  encodeChange,
  encodeListing,
  encodeStock,
  LISTING_KINDS,
  type ChangeMessage,
  type ListingMessage,
  type MarketFact,
  type StockChange,
} from '../../src/db/change-messages';

/**
 * Every message kind of the change feed (db/change-messages.ts) has sample payloads here, as the
 * migrations' SQL writes them, with what they decode to; what is sent encodes back to the same
 * text. A kind declared without samples fails the first test of each channel (and the type of
 * the samples' table refuses it at compile time).
 */

/** True when A and B are the same union. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

interface Sample<M> {
  payload: string;
  message: M;
}

const uuid = '0b6f3a8e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const at = Date.parse('2026-06-15T01:00:00Z');
const event = {
  id: 41,
  audience: { to: 'branch', branchId: 3 },
  kind: 'negotiation_answered',
  data: { negotiation_no: 12, status: '成立' },
  title: '商談が成立しました。',
  link: '/web',
  important: true,
  created_at: '2026-06-15T01:00:00.000Z',
} as const;

const CHANGE_SAMPLES: Record<ChangeMessage['kind'], Sample<ChangeMessage>[]> = {
  account: [{ payload: 'account:12', message: { kind: 'account', accountId: 12 } }],
  branch: [{ payload: 'branch:7', message: { kind: 'branch', branchId: 7 } }],
  data: [{ payload: 'data', message: { kind: 'data' } }],
  hours: [{ payload: 'hours', message: { kind: 'hours' } }],
  event: [
    { payload: `event:${JSON.stringify(event)}`, message: { kind: 'event', event: { ...event, audience: { ...event.audience }, data: { ...event.data } } } },
  ],
  fact: [
    { payload: 'fact:request:12:承認待ち', message: { kind: 'fact', fact: { what: 'purchase_request', requestId: 12, status: '承認待ち' } } },
    { payload: 'fact:request:12:期限切れ', message: { kind: 'fact', fact: { what: 'purchase_request', requestId: 12, status: '期限切れ' } } },
    { payload: 'fact:negotiation:31', message: { kind: 'fact', fact: { what: 'negotiation_asked', negotiationNo: 31 } } },
    { payload: 'fact:hours:7734', message: { kind: 'fact', fact: { what: 'hours_saved', transactionId: 7734 } } },
    { payload: 'fact:mail:9', message: { kind: 'fact', fact: { what: 'mail_done', mailNo: 9 } } },
    {
      payload: 'fact:ticker:4:suspended:7735',
      message: { kind: 'fact', fact: { what: 'ticker_changed', lineId: 4, action: 'suspended', transactionId: 7735 } },
    },
  ],
  // Never sent: what no decoder reads is heard as a gap.
  gap: [
    { payload: 'warm-test', message: { kind: 'gap' } },
    { payload: 'fact:request:x:承認済', message: { kind: 'gap' } },
    { payload: 'fact:request:12', message: { kind: 'gap' } },
    { payload: 'fact:negotiation:', message: { kind: 'gap' } },
    { payload: 'fact:reserve:3', message: { kind: 'gap' } },
    { payload: 'fact:mail:-1', message: { kind: 'gap' } },
    { payload: 'fact:hours', message: { kind: 'gap' } },
    { payload: 'fact:ticker:4:moved:7735', message: { kind: 'gap' } },
    { payload: 'account:x', message: { kind: 'gap' } },
    { payload: 'session:3', message: { kind: 'gap' } },
    { payload: 'event:{not json', message: { kind: 'gap' } },
    { payload: 'event:{"kind":"x"}', message: { kind: 'gap' } },
  ],
};

const LISTING_SAMPLES: Record<ListingMessage['kind'], Sample<ListingMessage>[]> = {
  lots: [
    { payload: 'lots:5=7/4', message: { kind: 'lots', lots: [{ id: 5, stock: { remaining: 7, hasu: 4 } }] } },
    { payload: 'lots:5,6=0/0,9', message: { kind: 'lots', lots: [{ id: 5 }, { id: 6, stock: { remaining: 0, hasu: 0 } }, { id: 9 }] } },
  ],
  all: [{ payload: 'all', message: { kind: 'all' } }],
  params: [{ payload: 'params', message: { kind: 'params' } }],
  news: [{ payload: 'news', message: { kind: 'news' } }],
  sales: [{ payload: 's:3', message: { kind: 'sales', branchId: 3 } }],
  lines: [
    {
      payload: `t:7:51/2/3/0/110/3300/${at}/${uuid};52/3/1/0/90/900/${at}/${uuid}`,
      message: {
        kind: 'lines',
        branchId: 7,
        lines: [
          { sale_id: 51, web_item_id: 2, kuchi_su: 3, ha_su: 0, web_tanka: 110, price: 3300, created_at: new Date(at), transaction_uuid: uuid },
          { sale_id: 52, web_item_id: 3, kuchi_su: 1, ha_su: 0, web_tanka: 90, price: 900, created_at: new Date(at), transaction_uuid: uuid },
        ],
      },
    },
  ],
  negotiations: [{ payload: 'n:4', message: { kind: 'negotiations', branchId: 4 } }],
  terms: [{ payload: 'b:4', message: { kind: 'terms', branchId: 4 } }],
  favorites: [{ payload: 'f:4', message: { kind: 'favorites', branchId: 4 } }],
  receiving: [{ payload: 'r:88', message: { kind: 'receiving', receivingId: 88 } }],
  gap: [
    { payload: '*', message: { kind: 'gap' } },
    { payload: 'x:4', message: { kind: 'gap' } },
    { payload: 's:', message: { kind: 'gap' } },
    { payload: `t:x:1/2/3/4/5/6/7/${uuid}`, message: { kind: 'gap' } },
  ],
};

describe('db_changes messages', () => {
  it('declares every kind of the union, and each has a decoder sample', () => {
    const declared: Same<ChangeMessage['kind'], (typeof CHANGE_KINDS)[number]> = true;
    expect(declared).toBe(true);
    const lacking = CHANGE_KINDS.filter((kind) => !(CHANGE_SAMPLES[kind]?.length > 0));
    expect(lacking).toEqual([]);
  });

  it('declares every kind of fact, and each has a decoder sample', () => {
    const declared: Same<MarketFact['what'], (typeof FACT_KINDS)[number]> = true;
    expect(declared).toBe(true);
    const sampled = new Set(CHANGE_SAMPLES.fact.map((s) => (s.message.kind === 'fact' ? s.message.fact.what : null)));
    expect(FACT_KINDS.filter((what) => !sampled.has(what))).toEqual([]);
  });

  it.each(Object.entries(CHANGE_SAMPLES).flatMap(([kind, samples]) => samples.map((s) => [kind, s.payload, s] as const)))(
    '%s: %s decodes, and encodes back',
    (kind, payload, sample) => {
      expect(sample.message.kind).toBe(kind);
      expect(decodeChange(payload)).toEqual(sample.message);
      if (sample.message.kind !== 'gap') expect(encodeChange(sample.message)).toBe(payload);
    },
  );
});

describe('listing_changes messages', () => {
  it('declares every kind of the union, and each has a decoder sample', () => {
    const declared: Same<ListingMessage['kind'], (typeof LISTING_KINDS)[number]> = true;
    expect(declared).toBe(true);
    const lacking = LISTING_KINDS.filter((kind) => !(LISTING_SAMPLES[kind]?.length > 0));
    expect(lacking).toEqual([]);
  });

  it.each(Object.entries(LISTING_SAMPLES).flatMap(([kind, samples]) => samples.map((s) => [kind, s.payload, s] as const)))(
    '%s: %s decodes, and encodes back',
    (kind, payload, sample) => {
      expect(sample.message.kind).toBe(kind);
      expect(decodeListing(payload)).toEqual(sample.message);
      if (sample.message.kind !== 'gap') expect(encodeListing(sample.message)).toBe(payload);
    },
  );

  it("skips lot items that do not read, and reads malformed new lines as the branch's lines changed", () => {
    expect(decodeListing('lots:5,x,6=1')).toEqual({ kind: 'lots', lots: [{ id: 5 }] });
    expect(decodeListing('t:12:1/2/3/4/5/6/7')).toEqual({ kind: 'sales', branchId: 12 });
    expect(decodeListing('t:12:1/2/3/4/5/6/7/not-a-uuid')).toEqual({ kind: 'sales', branchId: 12 });
  });
});

describe('web_stock messages', () => {
  it('carry stock changes as sent, and nothing unreadable', () => {
    const changes: StockChange[] = [
      { id: 5, remaining_quantity: 3, hasu: 0 },
      { id: 6, remaining_quantity: 0, hasu: 2, listing_changed: true, negotiation_changed: true },
    ];
    expect(decodeStock(encodeStock(changes))).toEqual(changes);
    expect(encodeStock(changes)).toBe(JSON.stringify(changes));
    expect(decodeStock('{')).toBeNull();
    expect(decodeStock('{"id":5}')).toBeNull();
    expect(decodeStock('[{"id":"5","remaining_quantity":1,"hasu":0}]')).toBeNull();
  });

  it.each([
    // Migration 032: a negotiation changed, a product suspended (two lots), as its SQL writes them.
    ['[{"id":5,"remaining_quantity":3,"hasu":0,"negotiation_changed":true}]', [{ id: 5, remaining_quantity: 3, hasu: 0, negotiation_changed: true }]],
    [
      '[{"id":6,"remaining_quantity":0,"hasu":0,"listing_changed":true},{"id":7,"remaining_quantity":0,"hasu":0,"listing_changed":true}]',
      [
        { id: 6, remaining_quantity: 0, hasu: 0, listing_changed: true },
        { id: 7, remaining_quantity: 0, hasu: 0, listing_changed: true },
      ],
    ],
  ])('what the triggers send, %s, decodes and encodes back', (payload, changes) => {
    expect(decodeStock(payload)).toEqual(changes);
    expect(encodeStock(changes)).toBe(payload);
  });
});
