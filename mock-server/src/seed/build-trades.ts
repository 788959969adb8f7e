import type { BranchRef, Rows, SeedContext } from './seed-context';
import { secondsAgo } from '../time/japan-time';

/**
 * Next-order reservations and negotiations over the web lots: the sample buyers each have
 * some, in every negotiation status, so their pages are not empty.
 */
export function buildTrades(
  ctx: SeedContext,
  webItems: Rows,
  receivings: Rows,
  branches: BranchRef[],
  sampleBranches: BranchRef[],
): { reservations: Rows; negotiations: Rows } {
  const receivingById = new Map(receivings.map((r) => [r.id as number, r]));
  const live = webItems.filter((w) => !w.suspend_flg && (w.unit_price as number) > 0);
  const reservable = live.filter((w) => w.yoyaku_permit_flg && w.sale_date === ctx.nextSaleDate);
  // Lots a buyer can act on first (open for web sale, buyable, enough packages), so that the sample
  // accounts' 成立 can be bought and their 再商談 answered; a stable sort keeps the seed deterministic.
  const actionable = (w: Record<string, unknown>) => Boolean(w.is_web_open && w.buy_permit_flg && (w.remaining_quantity as number) >= 10);
  // A sold-out lot cannot be negotiated, and a sample 成立 must be buyable: only lots with stock.
  const negotiable = live
    .filter((w) => w.is_negotiable && w.sale_date === ctx.today && (w.remaining_quantity as number) > 0)
    .sort((a, b) => Number(actionable(b)) - Number(actionable(a)));
  const byLogin = (login: string) => branches.find((b) => `${b.baisanCd}-${b.eda}` === login)!;
  const reservers = [byLogin('1001-001'), byLogin('1001-001'), byLogin('1001-002'), byLogin('1004-001'), ...sampleBranches];

  const reservations: Rows = [];
  const reserve = (w: Record<string, unknown>, branch: BranchRef, saleDate: string, cancelled: boolean) => {
    const r = receivingById.get(w.receiving_id as number)!;
    const kuchi = ctx.rng.int(1, 5);
    const price = w.unit_price as number;
    reservations.push({
      yoyaku_no: reservations.length + 1,
      branch_id: branch.id,
      web_item_id: saleDate === ctx.nextSaleDate ? w.id : null,
      shohin_cd: r.shohin_cd,
      sale_date: saleDate,
      yoyaku_date: secondsAgo(ctx.now, ctx.rng.int(1800, 20 * 3600)),
      specification: r.specification,
      quantity_per_package: w.quantity_per_package,
      kuchi_su: kuchi,
      so_su: kuchi * (w.quantity_per_package as number),
      web_tanka: `${Math.max(5, price - 10)}〜${price + 10}`,
      biko: ctx.rng.pick(['', '', '午前中引取', '配送希望']),
      transaction_uuid: ctx.rng.uuid(),
      cancelled_at: cancelled ? secondsAgo(ctx.now, 900) : null,
    });
  };
  reservable.slice(0, Math.max(8, Math.round(reservable.length / 2))).forEach((w, i) => {
    reserve(w, i < reservers.length ? reservers[i] : ctx.rng.pick(branches), ctx.nextSaleDate, i === 5);
  });
  // Past reservations, already fulfilled.
  // On market days only (the calendar's 休市 days have no sales).
  live.slice(0, 4).forEach((w, i) => reserve(w, reservers[i], ctx.historyDates[Math.max(0, ctx.historyDates.length - 6 - i)], false));

  const negotiations: Rows = [];
  const statuses: [string, string, (p: number) => number][] = [
    ['商談中', '', (p) => p - 10],
    ['成立', '承知しました。ご希望の単価でお受けします。', (p) => p - 10],
    ['再商談', 'ご希望単価では難しいため、こちらの単価でいかがでしょうか。', (p) => p - 5],
  ];
  const negotiators = [byLogin('1001-001'), byLogin('1001-001'), byLogin('1001-001'), byLogin('1001-002'), byLogin('1004-001'), byLogin('1004-001')];
  negotiable.forEach((w, i) => {
    const [status, comment, counter] = statuses[i % 3];
    const price = w.unit_price as number;
    const asked = Math.max(0, price - 10 - 5 * ctx.rng.int(0, 2));
    const created = secondsAgo(ctx.now, ctx.rng.int(3600, 5 * 3600));
    negotiations.push({
      negotiation_no: i + 1,
      branch_id: (i < negotiators.length ? negotiators[i] : ctx.rng.pick(branches)).id,
      web_item_id: w.id,
      // Never more packages than the lot has left or a buyer may take at once.
      kuchi_su: Math.max(1, Math.min(ctx.rng.int(2, 10), w.remaining_quantity as number, w.max_quantity as number)),
      old_tanka: price,
      tanka: status === '再商談' ? Math.max(0, counter(price)) : asked,
      biko: ctx.rng.pick(['まとめて購入希望', '継続購入予定', '']),
      shodan_status: status,
      comment,
      created_at: created,
      updated_at: status === '商談中' ? created : secondsAgo(ctx.now, ctx.rng.int(60, 3000)),
    });
  });
  return { reservations, negotiations };
}
