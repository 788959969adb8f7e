import { ITEMS, SHIPPERS, type ItemDef, type ShipperDef } from './catalog';
import { shohinCd } from './build-masters';
import type { BranchRef, Rows, SeedContext } from './seed-context';
import { japanInstantText, secondsAgo } from '../time/japan-time';
import { commissionPerStem } from '../domain/pricing';

export interface Lots {
  receivings: Rows;
  webItems: Rows;
  bundlePrices: Rows;
  sales: Rows;
}

/** Roses and chrysanthemums dominate a Japanese market's volume; branch flowers are rare. */
const ITEM_WEIGHTS: [ItemDef, number][] = ITEMS.map((item) => [
  item,
  ({ '1100': 6, '1200': 5, '1210': 4, '1300': 4, '1500': 3 } as Record<string, number>)[item.cd] ?? 2,
]);
const REMARKS = ['', '', '', '日持ち良好', '花首やや曲がりあり', '蕾固め', '濃色', '葉傷少しあり', '新品種', '特選'];
const NOTICES = ['数量限定', '入荷遅れの可能性あり', '産地直送'];
const SALE_KBN_WEIGHTS = [
  [1, 40],
  [2, 15],
  [3, 20],
  [4, 25],
] as const;

interface LotShape {
  item: ItemDef;
  shipper: ShipperDef;
  varietyIndex: number;
  grade: string;
  price: number;
}

/** Per-stem price: the item's range, a slow seasonal wave over the days, and noise, in 5-yen steps. */
function priceFor(ctx: SeedContext, item: ItemDef, dayOffset: number): number {
  const [low, high] = item.price;
  const wave = 0.5 + 0.25 * Math.sin((dayOffset + Number(item.cd) / 100) / 5);
  const raw = low + (high - low) * (wave + (ctx.rng.next() - 0.5) * 0.4);
  return Math.max(low, Math.min(high, Math.round(raw / 5) * 5));
}

function drawLot(ctx: SeedContext, dayOffset: number): LotShape {
  const item = ctx.rng.weighted(ITEM_WEIGHTS);
  const growers = SHIPPERS.filter((s) => s.items.includes(item.cd));
  return {
    item,
    shipper: ctx.rng.pick(growers),
    varietyIndex: ctx.rng.int(0, item.varieties.length - 1),
    grade: ctx.rng.pick(item.grades),
    price: priceFor(ctx, item, dayOffset),
  };
}

/**
 * Buyers: a third of the lines go to the sample accounts' branches so that every sample
 * login has a meaningful history; the rest spread over all branches.
 */
function pickBuyer(ctx: SeedContext, branches: BranchRef[], sampleBranches: BranchRef[]): BranchRef {
  return ctx.rng.chance(0.35) ? ctx.rng.pick(sampleBranches) : ctx.rng.pick(branches);
}

export function buildLots(ctx: SeedContext, branches: BranchRef[], sampleBranches: BranchRef[]): Lots {
  const out: Lots = { receivings: [], webItems: [], bundlePrices: [], sales: [] };
  const slipCounters = new Map<string, number>();
  let saleId = 0;

  const addReceiving = (date: string, lot: LotShape, kuchi: number, hasu: number, stock: number): number => {
    const slip = `${date.replace(/-/g, '')}${lot.shipper.cd}`;
    const no = (slipCounters.get(slip) ?? 0) + 1;
    slipCounters.set(slip, no);
    const id = out.receivings.length + 1;
    out.receivings.push({
      id,
      niuke_dempyo_no: slip,
      niuke_no: String(no).padStart(3, '0'),
      sale_date: date,
      category: lot.item.group === '1000' ? '切花' : lot.item.group === '2000' ? '枝物' : '葉物',
      shukkasha_cd: lot.shipper.cd,
      shohin_cd: shohinCd(lot.item.cd, lot.varietyIndex),
      specification: lot.grade,
      iri_su: lot.item.irisu,
      stock_su: stock,
      so_su: kuchi * lot.item.irisu + hasu,
      biko: ctx.rng.pick(REMARKS),
      tantosha_nm: ctx.rng.pick(['佐藤', '鈴木', '高橋', '田中']),
      niuke_image1_key: date >= ctx.today && ctx.rng.chance(0.3) ? `receivings/${slip}-${no}/1.png` : null,
      niuke_image2_key: null,
    });
    return id;
  };

  const addSale = (s: {
    date: string;
    lotDate: string;
    kbn: number;
    branch: BranchRef;
    receivingId: number;
    webItemId: number | null;
    kuchi: number;
    ha: number;
    irisu: number;
    tanka: number;
    discount: number;
    sokuho: boolean;
    createdAt: string;
    cancelled?: string;
  }) => {
    const soSu = s.kuchi * s.irisu + s.ha;
    saleId += 1;
    out.sales.push({
      sale_id: saleId,
      sale_date: s.date,
      niuke_sale_date: s.lotDate,
      sale_kbn: s.kbn,
      branch_id: s.branch.id,
      receiving_id: s.receivingId,
      // As purchasing records them: WEB_TANKA is the per-stem price charged, DISCOUNT_TANKA how far
      // below the listed price it is, RATE_TANKA the commission per stem from the branch's SALE_RATE.
      web_item_id: s.webItemId,
      kuchi_su: s.kuchi,
      ha_su: s.ha,
      so_su: soSu,
      web_tanka: s.tanka - s.discount,
      rate_tanka: commissionPerStem(s.tanka - s.discount, s.branch.saleRate),
      discount_tanka: s.discount,
      price: soSu * (s.tanka - s.discount),
      biko: '',
      transaction_uuid: s.kbn === 4 ? ctx.rng.uuid() : null,
      is_sokuho: s.sokuho,
      created_at: s.createdAt,
      cancelled_at: s.cancelled ?? null,
    });
  };

  // ── History: past sale days, every kind of sale, all finalised except the latest day.
  const historyPerDay = Math.max(40, Math.round(ctx.lots * 0.1));
  ctx.historyDates.forEach((date, dayIndex) => {
    const dayOffset = dayIndex - ctx.historyDates.length;
    const sokuho = dayIndex === ctx.historyDates.length - 1;
    for (let n = 0; n < historyPerDay; n++) {
      const lot = drawLot(ctx, dayOffset);
      const kuchi = ctx.rng.int(5, 40);
      let left = kuchi;
      const lines = ctx.rng.int(1, 4);
      const soldLines: { kuchi: number }[] = [];
      for (let l = 0; l < lines && left > 0; l++) {
        const take = l === lines - 1 && ctx.rng.chance(0.6) ? left : ctx.rng.int(1, Math.max(1, Math.floor(left / 2)));
        soldLines.push({ kuchi: take });
        left -= take;
      }
      const receivingId = addReceiving(date, lot, kuchi, 0, left);
      for (const line of soldLines) {
        const kbn = ctx.rng.weighted(SALE_KBN_WEIGHTS);
        addSale({
          date,
          lotDate: date,
          kbn,
          branch: pickBuyer(ctx, branches, sampleBranches),
          receivingId,
          webItemId: null,
          kuchi: line.kuchi,
          ha: 0,
          irisu: lot.item.irisu,
          tanka: Math.max(5, lot.price + 5 * ctx.rng.int(-2, 2)),
          discount: 0,
          sokuho,
          createdAt: japanInstantText(date, `${String(ctx.rng.int(6, 14)).padStart(2, '0')}:${String(ctx.rng.int(0, 59)).padStart(2, '0')}`),
          // A few cancelled lines prove that totals leave them out.
          cancelled: ctx.rng.chance(0.01) ? japanInstantText(date, '15:00') : undefined,
        });
      }
    }
  });

  // ── Today's and the next sale date's web lots.
  const todayCount = Math.round((ctx.lots * 2) / 3);
  for (let n = 0; n < ctx.lots; n++) {
    const date = n < todayCount ? ctx.today : ctx.nextSaleDate;
    const isToday = date === ctx.today;
    const lot = drawLot(ctx, isToday ? 0 : 1);
    const irisu = lot.item.irisu;
    const kuchi = ctx.rng.int(5, 40);
    const hasu = ctx.rng.chance(0.08) ? ctx.rng.int(1, irisu - 1) : 0;
    const undecided = ctx.rng.chance(0.05);
    const price = undecided ? 0 : lot.price;
    const soldOut = isToday && !undecided && ctx.rng.chance(0.12);
    const partly = isToday && !undecided && !soldOut && ctx.rng.chance(0.35);
    const maxQuantity = Math.min(kuchi, ctx.rng.int(5, 20));
    const bundled = !undecided && ctx.rng.chance(0.15) && price > 30;

    // Sale lines decided first, so stock is exactly what they leave.
    const takes: number[] = [];
    let left = kuchi;
    if (soldOut) {
      while (left > 0) {
        const t = Math.min(left, ctx.rng.int(1, maxQuantity));
        takes.push(t);
        left -= t;
      }
    } else if (partly) {
      for (let i = ctx.rng.int(1, 3); i > 0 && left > 1; i--) {
        const t = ctx.rng.int(1, Math.min(left - 1, maxQuantity));
        takes.push(t);
        left -= t;
      }
    }
    const hasuLeft = soldOut ? 0 : hasu;
    const receivingId = addReceiving(date, lot, kuchi, hasu, left);
    const webItemId = out.webItems.length + 1;
    const recommended = !undecided && ctx.rng.chance(0.1);
    const isNew = ctx.rng.chance(0.15);
    out.webItems.push({
      id: webItemId,
      receiving_id: receivingId,
      sale_date: date,
      unit_price: price,
      recommended_flag: recommended,
      recommended_unit_price: recommended ? Math.max(5, Math.round((price * 0.85) / 5) * 5) : null,
      recommended_start_time: recommended ? secondsAgo(ctx.now, ctx.rng.int(600, 3 * 3600)) : null,
      quantity_per_package: irisu,
      remaining_quantity: left,
      hasu: hasuLeft,
      max_quantity: maxQuantity,
      is_negotiable: !undecided && ctx.rng.chance(0.25),
      yoyaku_permit_flg: isToday ? ctx.rng.chance(0.1) : ctx.rng.chance(0.6),
      buy_permit_flg: !ctx.rng.chance(0.03),
      item_cls: lot.item.group === '1000' ? '切花' : lot.item.group === '2000' ? '枝物' : '葉物',
      is_web_open: !ctx.rng.chance(0.03),
      open_hour: ctx.rng.chance(0.4) ? ctx.rng.int(12, 23) : null,
      notice: ctx.rng.chance(0.06) ? ctx.rng.pick(NOTICES) : '',
      remarks: ctx.rng.pick(REMARKS),
      discount_details: bundled ? ['5口以上で1本あたり5円引き', '10口以上で1本あたり10円引き'] : [],
      // New lots were listed within NEW_ITEM_DISPLAY_SECONDS (3600); the rest earlier today.
      listed_at: isNew ? secondsAgo(ctx.now, ctx.rng.int(60, 3000)) : secondsAgo(ctx.now, ctx.rng.int(7200, 12 * 3600)),
      suspend_flg: ctx.rng.chance(0.02),
    });
    if (bundled) {
      out.bundlePrices.push(
        { web_item_id: webItemId, quantity: 5, bundle_tanka: price - 5 },
        { web_item_id: webItemId, quantity: 10, bundle_tanka: price - 10 },
      );
    }
    const withHasuSale = soldOut && hasu > 0;
    takes.forEach((take, i) => {
      const kbn = i === 0 && ctx.rng.chance(0.3) ? ctx.rng.pick([1, 3]) : 4;
      const discount = bundled ? (take >= 10 ? 10 : take >= 5 ? 5 : 0) : 0;
      addSale({
        date,
        lotDate: date,
        kbn,
        branch: pickBuyer(ctx, branches, sampleBranches),
        receivingId,
        webItemId: kbn === 4 ? webItemId : null,
        kuchi: take,
        ha: withHasuSale && i === takes.length - 1 ? hasu : 0,
        irisu,
        tanka: price,
        discount,
        sokuho: true,
        createdAt: secondsAgo(ctx.now, ctx.rng.int(600, 6 * 3600)),
      });
    });
  }
  return out;
}
