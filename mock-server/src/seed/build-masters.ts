import { COLORS, ITEM_GROUPS, ITEMS, PURCHASERS, SHIPPERS } from './catalog';
import type { BranchRef, Rows, SeedContext } from './seed-context';

export interface Masters {
  items: Rows;
  products: Rows;
  shippers: Rows;
  purchasers: Rows;
  branches: Rows;
  branchRefs: BranchRef[];
}

/** Product code: item code + two-digit variety number, e.g. 110001 for バラ サムライ08. */
export function shohinCd(itemCd: string, varietyIndex: number): string {
  return `${itemCd}${String(varietyIndex + 1).padStart(2, '0')}`;
}

function buildItems(): Rows {
  const groups = ITEM_GROUPS.map((g, i) => ({
    item_cd: g.cd,
    item_nm: g.name,
    item_knm: g.kana,
    item_rnm: g.name,
    item_rknm: g.kana,
    item_level: 1,
    h_item_cd: null,
    print_order: i + 1,
    suspend_flg: false,
  }));
  const items = ITEMS.map((item, i) => ({
    item_cd: item.cd,
    item_nm: item.name,
    item_knm: item.kana,
    item_rnm: item.name.slice(0, 4),
    item_rknm: item.kana.slice(0, 4),
    item_level: 2,
    h_item_cd: item.group,
    print_order: i + 1,
    suspend_flg: false,
  }));
  // A retired item shows that suspended masters stay in the data.
  const retired = {
    item_cd: '1900',
    item_nm: 'スイートピー',
    item_knm: 'スイートピー',
    item_rnm: 'スイート',
    item_rknm: 'スイート',
    item_level: 2,
    h_item_cd: '1000',
    print_order: ITEMS.length + 1,
    suspend_flg: true,
  };
  return [...groups, ...items, retired];
}

function buildProducts(ctx: SeedContext): Rows {
  const rows: Rows = [];
  for (const item of ITEMS) {
    item.varieties.forEach((v, i) => {
      const cd = shohinCd(item.cd, i);
      const color = COLORS[v.color];
      // Most products have photos; a few do not, as in a real catalogue.
      const withPhoto = ctx.rng.chance(0.75);
      rows.push({
        shohin_cd: cd,
        item_cd: item.cd,
        product_name: `${item.name} ${v.name}`,
        kana_product_name: `${item.kana} ${toKatakana(v.reading)}`,
        variety_name: v.name,
        variety_reading: v.reading,
        abbr: v.name.slice(0, 6),
        kana_abbr: toKatakana(v.reading).slice(0, 6),
        color: color.color,
        color_code: color.code,
        color_group: color.group,
        tax_group: '1',
        jf_code: String(ctx.rng.int(100000, 999999)),
        old_item_code: `K${cd}`,
        image1_key: withPhoto ? `products/${cd}/1.png` : null,
        image2_key: withPhoto && ctx.rng.chance(0.5) ? `products/${cd}/2.png` : null,
        is_suspensions: false,
      });
    });
  }
  return rows;
}

function toKatakana(hiragana: string): string {
  return hiragana.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

function buildShippers(): Rows {
  return SHIPPERS.map((s) => ({
    shukkasha_cd: s.cd,
    shukkasha_kbn: s.kbn,
    shukkasha_nm: s.name,
    knm: s.kana,
    rnm: s.name.slice(0, 8),
    krnm: s.kana.slice(0, 8),
    daihyosha_nm: s.kbn === '1' ? '代表理事組合長' : '代表',
    daihyosha_knm: '',
    addr: s.addr,
    zip_cd: s.zip,
    tel: s.tel,
    fax: s.tel.replace(/0000$/, '0001'),
    shukka_tantosha_nm: '出荷担当',
    tantosha_mail: `shukka-${s.cd}@example.jp`,
    suspend_flg: false,
    pay_dantai_cd: s.kbn === '1' ? `P${s.sanchiCd}` : '',
    pay_dantai_nm: s.kbn === '1' ? `${s.sanchi.split(' ')[0]}経済連` : '',
    sanchi_cd: s.sanchiCd,
    sanchi_nm: s.sanchi,
    itaku_kaitsuke_cd: s.itaku,
    itaku_kaitsuke_nm: s.itaku === '1' ? '委託' : '買付',
  }));
}

const SHOP_WORDS = ['フラワー', '花工房', 'ブルーム', '花の店', 'ガーデン', 'フローラ', '花屋', 'ローズ'];
const TOWNS = ['大田', '品川', '目黒', '世田谷', '川崎', '横浜', '町田', '船橋', '浦和', '立川'];

/**
 * The named purchasers always exist; generated ones (1009 onward, one to four branches each)
 * fill up to ctx.branches for the benchmark scale.
 */
function buildPurchasers(ctx: SeedContext): { purchasers: Rows; branches: Rows; refs: BranchRef[] } {
  const purchasers: Rows = [];
  const branches: Rows = [];
  const refs: BranchRef[] = [];
  const addBranch = (
    baisanCd: string,
    b: { eda: string; name: string; kana: string; addr: string; tel: string; zip: string; mail: string; buyPermit: boolean; saleRate: number },
  ) => {
    const id = branches.length + 1;
    branches.push({
      id,
      baisan_cd: baisanCd,
      baisan_eda: b.eda,
      baisan_eda_nm: b.name,
      baisan_eda_knm: b.kana,
      baisan_eda_rnm: b.name.slice(0, 10),
      addr: b.addr,
      tel: b.tel,
      fax: b.tel.replace(/\d$/, '9'),
      zip_cd: b.zip,
      mail_addr: b.mail,
      sale_rate: b.saleRate,
      sell_margin_rate: b.eda === '001' ? 0 : 30,
      purchase_approval: baisanCd === '1001' && b.eda === '003',
      buy_permit_flg: b.buyPermit,
      suspend_flg: false,
    });
    refs.push({ id, baisanCd, eda: b.eda, saleRate: b.saleRate });
  };
  for (const p of PURCHASERS) {
    purchasers.push({ baisan_cd: p.cd, baisan_nm: p.name, baisan_knm: p.kana });
    p.branches.forEach((b) => addBranch(p.cd, b));
  }
  let cd = 1009;
  while (branches.length < ctx.branches && cd <= 9999) {
    const town = ctx.rng.pick(TOWNS);
    const name = `${ctx.rng.pick(SHOP_WORDS)}${town}${cd}`;
    purchasers.push({ baisan_cd: String(cd), baisan_nm: name, baisan_knm: '' });
    const count = Math.min(ctx.rng.int(1, 4), ctx.branches - branches.length);
    for (let i = 1; i <= count; i++) {
      const eda = String(i).padStart(3, '0');
      addBranch(String(cd), {
        eda,
        name: i === 1 ? `${name} 本店` : `${name} ${i}号店`,
        kana: '',
        addr: `東京都${town}区`,
        tel: `03-${cd}-${eda.slice(1)}00`,
        zip: '100-0001',
        mail: `b${cd}-${eda}@example.jp`,
        buyPermit: ctx.rng.chance(0.95),
        saleRate: 8.5,
      });
    }
    cd += 1;
  }
  return { purchasers, branches, refs };
}

export function buildMasters(ctx: SeedContext): Masters {
  const { purchasers, branches, refs } = buildPurchasers(ctx);
  return { items: buildItems(), products: buildProducts(ctx), shippers: buildShippers(), purchasers, branches, branchRefs: refs };
}
