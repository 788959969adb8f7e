/**
 * The sample market's master data: flower items with real varieties, the production areas
 * that ship them, and the purchasers who buy. Prices are typical per-stem yen ranges.
 */
export type ColorGroup = '白系' | '赤系' | '黄系' | '桃系' | '紫・青系' | '橙系' | '茶系' | '緑系' | '複色' | '黒系' | 'その他';

export interface ColorDef {
  color: string;
  group: ColorGroup;
  code: string;
}

export const COLORS: Record<string, ColorDef> = {
  白: { color: '白', group: '白系', code: '#ffffff' },
  クリーム: { color: 'クリーム', group: '白系', code: '#fff5d6' },
  赤: { color: '赤', group: '赤系', code: '#d0021b' },
  黄: { color: '黄', group: '黄系', code: '#f8d616' },
  桃: { color: '桃', group: '桃系', code: '#f48fb1' },
  紫: { color: '紫', group: '紫・青系', code: '#8e44ad' },
  青: { color: '青', group: '紫・青系', code: '#3f6fd8' },
  橙: { color: '橙', group: '橙系', code: '#f5871f' },
  茶: { color: '茶', group: '茶系', code: '#9c6b3f' },
  緑: { color: '緑', group: '緑系', code: '#7cb342' },
  複色: { color: '複色', group: '複色', code: '#c2185b' },
  黒赤: { color: '黒赤', group: '黒系', code: '#4a0d16' },
  ミックス: { color: 'ミックス', group: 'その他', code: '#9e9e9e' },
};

export interface VarietyDef {
  name: string;
  reading: string;
  color: keyof typeof COLORS;
}

export interface ItemDef {
  cd: string;
  name: string;
  kana: string;
  /** Level-1 group (切花, 枝物, 葉物) the item belongs to. */
  group: string;
  irisu: number;
  price: [number, number];
  grades: string[];
  varieties: VarietyDef[];
}

export const ITEM_GROUPS = [
  { cd: '1000', name: '切花', kana: 'キリバナ' },
  { cd: '2000', name: '枝物', kana: 'エダモノ' },
  { cd: '3000', name: '葉物', kana: 'ハモノ' },
] as const;

const ROSE_GRADES = ['秀 2L 70cm', '秀 L 60cm', '優 L 60cm', '秀 M 50cm', '2L 80cm'];
const MUM_GRADES = ['秀 2L 90cm', '秀 L 80cm', '優 L 80cm', '2L 80cm'];
const STEM_GRADES = ['2L 70cm', 'L 60cm', 'M 50cm', '秀 L 60cm'];

export const ITEMS: ItemDef[] = [
  {
    cd: '1100',
    name: 'バラ',
    kana: 'バラ',
    group: '1000',
    irisu: 10,
    price: [60, 160],
    grades: ROSE_GRADES,
    varieties: [
      { name: 'サムライ08', reading: 'さむらい08', color: '赤' },
      { name: 'ローテローゼ', reading: 'ろーてろーぜ', color: '赤' },
      { name: 'アバランチェ+', reading: 'あばらんちぇぷらす', color: '白' },
      { name: 'スイートアバランチェ+', reading: 'すいーとあばらんちぇぷらす', color: '桃' },
      { name: 'イヴピアッチェ', reading: 'いゔぴあっちぇ', color: '桃' },
      { name: 'ティネケ', reading: 'てぃねけ', color: '白' },
      { name: 'ゴールドストライク', reading: 'ごーるどすとらいく', color: '黄' },
      { name: 'ブルーフォーユー', reading: 'ぶるーふぉーゆー', color: '紫' },
      { name: 'カフェラテ', reading: 'かふぇらて', color: '茶' },
      { name: 'ブラックバッカラ', reading: 'ぶらっくばっから', color: '黒赤' },
    ],
  },
  {
    cd: '1110',
    name: 'スプレーバラ',
    kana: 'スプレーバラ',
    group: '1000',
    irisu: 10,
    price: [50, 120],
    grades: STEM_GRADES,
    varieties: [
      { name: 'ミスティバブルス', reading: 'みすてぃばぶるす', color: '紫' },
      { name: 'リディア', reading: 'りでぃあ', color: '桃' },
      { name: 'ファイアーキング', reading: 'ふぁいあーきんぐ', color: '赤' },
      { name: 'ジュリア', reading: 'じゅりあ', color: '茶' },
      { name: 'スノーフレーク', reading: 'すのーふれーく', color: '白' },
    ],
  },
  {
    cd: '1200',
    name: 'キク',
    kana: 'キク',
    group: '1000',
    irisu: 10,
    price: [50, 95],
    grades: MUM_GRADES,
    varieties: [
      { name: '神馬', reading: 'じんば', color: '白' },
      { name: '精興の誠', reading: 'せいこうのまこと', color: '白' },
      { name: '岩の白扇', reading: 'いわのはくせん', color: '白' },
      { name: '精興黄金', reading: 'せいこうおうごん', color: '黄' },
    ],
  },
  {
    cd: '1210',
    name: 'スプレーマム',
    kana: 'スプレーマム',
    group: '1000',
    irisu: 10,
    price: [35, 70],
    grades: STEM_GRADES,
    varieties: [
      { name: 'セイエルザ', reading: 'せいえるざ', color: '白' },
      { name: 'ピンポンイエロー', reading: 'ぴんぽんいえろー', color: '黄' },
      { name: 'ピンポングリーン', reading: 'ぴんぽんぐりーん', color: '緑' },
      { name: 'フェリー', reading: 'ふぇりー', color: '桃' },
      { name: 'セイマリン', reading: 'せいまりん', color: '紫' },
    ],
  },
  {
    cd: '1300',
    name: 'カーネーション',
    kana: 'カーネーション',
    group: '1000',
    irisu: 20,
    price: [30, 70],
    grades: STEM_GRADES,
    varieties: [
      { name: 'ムーンライト', reading: 'むーんらいと', color: 'クリーム' },
      { name: 'フランセスコ', reading: 'ふらんせすこ', color: '赤' },
      { name: 'ライトピンクバーバラ', reading: 'らいとぴんくばーばら', color: '桃' },
      { name: 'マスター', reading: 'ますたー', color: '複色' },
      { name: 'ノビオバーガンディ', reading: 'のびおばーがんでぃ', color: '黒赤' },
      { name: 'オレンジキャンドル', reading: 'おれんじきゃんどる', color: '橙' },
    ],
  },
  {
    cd: '1400',
    name: 'ユリ',
    kana: 'ユリ',
    group: '1000',
    irisu: 10,
    price: [150, 420],
    grades: ['5輪 2L 90cm', '4輪 L 80cm', '3輪 M 70cm'],
    varieties: [
      { name: 'カサブランカ', reading: 'かさぶらんか', color: '白' },
      { name: 'シベリア', reading: 'しべりあ', color: '白' },
      { name: 'ソルボンヌ', reading: 'そるぼんぬ', color: '桃' },
      { name: 'コンカドール', reading: 'こんかどーる', color: '黄' },
    ],
  },
  {
    cd: '1500',
    name: 'トルコギキョウ',
    kana: 'トルコギキョウ',
    group: '1000',
    irisu: 10,
    price: [80, 220],
    grades: STEM_GRADES,
    varieties: [
      { name: 'ボレロホワイト', reading: 'ぼれろほわいと', color: '白' },
      { name: 'ロジーナピンク', reading: 'ろじーなぴんく', color: '桃' },
      { name: 'アンバーダブルラベンダー', reading: 'あんばーだぶるらべんだー', color: '紫' },
      { name: 'エクセルライム', reading: 'えくせるらいむ', color: '緑' },
      { name: 'ボヤージュブルー', reading: 'ぼやーじゅぶるー', color: '青' },
    ],
  },
  {
    cd: '1600',
    name: 'ガーベラ',
    kana: 'ガーベラ',
    group: '1000',
    irisu: 20,
    price: [30, 65],
    grades: ['秀 L 50cm', '優 L 50cm', 'M 45cm'],
    varieties: [
      { name: 'キムシ', reading: 'きむし', color: '橙' },
      { name: 'ミノウ', reading: 'みのう', color: '白' },
      { name: 'ファイアーボール', reading: 'ふぁいあーぼーる', color: '赤' },
      { name: 'スイートハート', reading: 'すいーとはーと', color: '桃' },
      { name: 'イエローサン', reading: 'いえろーさん', color: '黄' },
    ],
  },
  {
    cd: '1700',
    name: 'ラナンキュラス',
    kana: 'ラナンキュラス',
    group: '1000',
    irisu: 10,
    price: [80, 240],
    grades: ['秀 2L 60cm', '秀 L 50cm', '優 L 50cm'],
    varieties: [
      { name: 'ラックス アリアドネ', reading: 'らっくす ありあどね', color: '複色' },
      { name: 'ラックス テティス', reading: 'らっくす てぃてぃす', color: '白' },
      { name: 'シャルロット', reading: 'しゃるろっと', color: '桃' },
      { name: 'モロッコ ファティマ', reading: 'もろっこ ふぁてぃま', color: '橙' },
    ],
  },
  {
    cd: '1800',
    name: 'アルストロメリア',
    kana: 'アルストロメリア',
    group: '1000',
    irisu: 10,
    price: [40, 95],
    grades: STEM_GRADES,
    varieties: [
      { name: 'エバーレスト', reading: 'えばーれすと', color: '白' },
      { name: 'オレンジクイーン', reading: 'おれんじくいーん', color: '橙' },
      { name: 'スーパーピンク', reading: 'すーぱーぴんく', color: '桃' },
      { name: 'ミックス', reading: 'みっくす', color: 'ミックス' },
    ],
  },
  {
    cd: '2100',
    name: 'ドウダンツツジ',
    kana: 'ドウダンツツジ',
    group: '2000',
    irisu: 5,
    price: [300, 800],
    grades: ['150cm', '120cm', '90cm'],
    varieties: [{ name: 'ドウダンツツジ', reading: 'どうだんつつじ', color: '緑' }],
  },
  {
    cd: '3100',
    name: 'ユーカリ',
    kana: 'ユーカリ',
    group: '3000',
    irisu: 10,
    price: [40, 120],
    grades: ['L 70cm', 'M 60cm'],
    varieties: [
      { name: 'ポポラス', reading: 'ぽぽらす', color: '緑' },
      { name: 'グニー', reading: 'ぐにー', color: '緑' },
    ],
  },
];

export interface ShipperDef {
  cd: string;
  kbn: '1' | '2';
  name: string;
  kana: string;
  sanchiCd: string;
  sanchi: string;
  addr: string;
  zip: string;
  tel: string;
  /** Items this shipper grows (item codes). */
  items: string[];
  itaku: '1' | '2';
}

export const SHIPPERS: ShipperDef[] = [
  {
    cd: '230101',
    kbn: '1',
    name: 'JA愛知みなみ',
    kana: 'ジェイエーアイチミナミ',
    sanchiCd: '23',
    sanchi: '愛知県 田原',
    addr: '愛知県田原市田原町',
    zip: '441-3421',
    tel: '0531-22-0000',
    items: ['1200', '1210', '1300'],
    itaku: '1',
  },
  {
    cd: '460201',
    kbn: '1',
    name: 'JAあいら伊佐',
    kana: 'ジェイエーアイライサ',
    sanchiCd: '46',
    sanchi: '鹿児島県 姶良',
    addr: '鹿児島県姶良市加治木町',
    zip: '899-5231',
    tel: '0995-62-0000',
    items: ['1210', '1200', '1800'],
    itaku: '1',
  },
  {
    cd: '010301',
    kbn: '1',
    name: 'JA北海道',
    kana: 'ジェイエーホッカイドウ',
    sanchiCd: '01',
    sanchi: '北海道',
    addr: '北海道札幌市中央区北四条西',
    zip: '060-0004',
    tel: '011-232-0000',
    items: ['1500', '1800', '1400'],
    itaku: '1',
  },
  {
    cd: '200401',
    kbn: '1',
    name: 'JA長野八ヶ岳',
    kana: 'ジェイエーナガノヤツガタケ',
    sanchiCd: '20',
    sanchi: '長野県 南牧',
    addr: '長野県南佐久郡南牧村',
    zip: '384-1302',
    tel: '0267-98-0000',
    items: ['1300', '1500'],
    itaku: '1',
  },
  {
    cd: '220501',
    kbn: '1',
    name: 'JA静岡市',
    kana: 'ジェイエーシズオカシ',
    sanchiCd: '22',
    sanchi: '静岡県 静岡',
    addr: '静岡県静岡市駿河区曲金',
    zip: '422-8006',
    tel: '054-285-0000',
    items: ['1600', '1100'],
    itaku: '1',
  },
  {
    cd: '450601',
    kbn: '1',
    name: 'JA宮崎中央',
    kana: 'ジェイエーミヤザキチュウオウ',
    sanchiCd: '45',
    sanchi: '宮崎県 綾',
    addr: '宮崎県東諸県郡綾町',
    zip: '880-1302',
    tel: '0985-77-0000',
    items: ['1700', '1600'],
    itaku: '1',
  },
  {
    cd: '150701',
    kbn: '1',
    name: 'JA新潟みらい',
    kana: 'ジェイエーニイガタミライ',
    sanchiCd: '15',
    sanchi: '新潟県 新潟',
    addr: '新潟県新潟市西区',
    zip: '950-2101',
    tel: '025-260-0000',
    items: ['1400', '1700'],
    itaku: '1',
  },
  {
    cd: '060801',
    kbn: '1',
    name: 'JA山形おきたま',
    kana: 'ジェイエーヤマガタオキタマ',
    sanchiCd: '06',
    sanchi: '山形県 置賜',
    addr: '山形県南陽市三間通',
    zip: '999-2232',
    tel: '0238-40-0000',
    items: ['1800', '2100', '1500'],
    itaku: '1',
  },
  {
    cd: '470901',
    kbn: '1',
    name: 'JAおきなわ',
    kana: 'ジェイエーオキナワ',
    sanchiCd: '47',
    sanchi: '沖縄県 本部',
    addr: '沖縄県国頭郡本部町',
    zip: '905-0214',
    tel: '0980-47-0000',
    items: ['1210', '1200'],
    itaku: '1',
  },
  {
    cd: '231001',
    kbn: '2',
    name: '渥美ローズファーム',
    kana: 'アツミローズファーム',
    sanchiCd: '23',
    sanchi: '愛知県 豊橋',
    addr: '愛知県豊橋市老津町',
    zip: '441-8131',
    tel: '0532-23-0000',
    items: ['1100', '1110'],
    itaku: '2',
  },
  {
    cd: '301101',
    kbn: '2',
    name: '紀州グリーン農園',
    kana: 'キシュウグリーンノウエン',
    sanchiCd: '30',
    sanchi: '和歌山県 紀の川',
    addr: '和歌山県紀の川市粉河',
    zip: '649-6531',
    tel: '0736-73-0000',
    items: ['3100', '1110', '1100'],
    itaku: '2',
  },
];

export interface PurchaserDef {
  cd: string;
  name: string;
  kana: string;
  branches: { eda: string; name: string; kana: string; addr: string; tel: string; zip: string; mail: string; buyPermit: boolean; saleRate: number }[];
}

/** The named purchasers of the sample accounts (design rule D3) and a few more. */
export const PURCHASERS: PurchaserDef[] = [
  {
    cd: '1001',
    name: '株式会社フラワーショップ花咲',
    kana: 'カブシキガイシャフラワーショップハナサキ',
    branches: [
      {
        eda: '001',
        name: '花咲 本店',
        kana: 'ハナサキ ホンテン',
        addr: '東京都大田区東海',
        zip: '143-0001',
        tel: '03-5492-0001',
        mail: 'honten@hanasaki.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
      {
        eda: '002',
        name: '花咲 蒲田駅前店',
        kana: 'ハナサキ カマタエキマエテン',
        addr: '東京都大田区蒲田',
        zip: '144-0052',
        tel: '03-5492-0002',
        mail: 'kamata@hanasaki.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
      {
        eda: '003',
        name: '花咲 川崎店',
        kana: 'ハナサキ カワサキテン',
        addr: '神奈川県川崎市川崎区',
        zip: '210-0007',
        tel: '044-233-0003',
        mail: 'kawasaki@hanasaki.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
    ],
  },
  {
    cd: '1002',
    name: '花のアトリエ緑',
    kana: 'ハナノアトリエミドリ',
    branches: [
      {
        eda: '001',
        name: '花のアトリエ緑',
        kana: 'ハナノアトリエミドリ',
        addr: '東京都品川区大井',
        zip: '140-0014',
        tel: '03-3771-0001',
        mail: 'info@atelier-midori.example.jp',
        buyPermit: false,
        saleRate: 8.5,
      },
    ],
  },
  {
    cd: '1003',
    name: '有限会社ブーケ工房',
    kana: 'ユウゲンガイシャブーケコウボウ',
    branches: [
      {
        eda: '001',
        name: 'ブーケ工房 本店',
        kana: 'ブーケコウボウ ホンテン',
        addr: '神奈川県横浜市港北区',
        zip: '222-0033',
        tel: '045-471-0001',
        mail: 'order@bouquet-kobo.example.jp',
        buyPermit: true,
        saleRate: 8,
      },
    ],
  },
  {
    cd: '1004',
    name: '生花はなまる',
    kana: 'セイカハナマル',
    branches: [
      {
        eda: '001',
        name: '生花はなまる 本店',
        kana: 'セイカハナマル ホンテン',
        addr: '千葉県市川市八幡',
        zip: '272-0021',
        tel: '047-332-0001',
        mail: 'hanamaru@hanamaru.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
      {
        eda: '002',
        name: '生花はなまる 船橋店',
        kana: 'セイカハナマル フナバシテン',
        addr: '千葉県船橋市本町',
        zip: '273-0005',
        tel: '047-432-0002',
        mail: 'funabashi@hanamaru.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
    ],
  },
  {
    cd: '1005',
    name: '株式会社グリーンギフト',
    kana: 'カブシキガイシャグリーンギフト',
    branches: [
      {
        eda: '001',
        name: 'グリーンギフト 本社',
        kana: 'グリーンギフト ホンシャ',
        addr: '東京都港区芝浦',
        zip: '108-0023',
        tel: '03-3454-0001',
        mail: 'buy@greengift.example.jp',
        buyPermit: true,
        saleRate: 7.5,
      },
      {
        eda: '002',
        name: 'グリーンギフト 新宿店',
        kana: 'グリーンギフト シンジュクテン',
        addr: '東京都新宿区西新宿',
        zip: '160-0023',
        tel: '03-3343-0002',
        mail: 'shinjuku@greengift.example.jp',
        buyPermit: true,
        saleRate: 7.5,
      },
    ],
  },
  {
    cd: '1006',
    name: '葬祭花卉センター',
    kana: 'ソウサイカキセンター',
    branches: [
      {
        eda: '001',
        name: '葬祭花卉センター',
        kana: 'ソウサイカキセンター',
        addr: '埼玉県川口市本町',
        zip: '332-0012',
        tel: '048-222-0001',
        mail: 'center@sosai-kaki.example.jp',
        buyPermit: true,
        saleRate: 8,
      },
    ],
  },
  {
    cd: '1007',
    name: 'フローリスト四季',
    kana: 'フローリストシキ',
    branches: [
      {
        eda: '001',
        name: 'フローリスト四季',
        kana: 'フローリストシキ',
        addr: '東京都世田谷区三軒茶屋',
        zip: '154-0024',
        tel: '03-3411-0001',
        mail: 'shiki@florist-shiki.example.jp',
        buyPermit: true,
        saleRate: 8.5,
      },
    ],
  },
  {
    cd: '1008',
    name: 'ホテルフラワー装花',
    kana: 'ホテルフラワーソウカ',
    branches: [
      {
        eda: '001',
        name: 'ホテルフラワー装花',
        kana: 'ホテルフラワーソウカ',
        addr: '東京都千代田区内幸町',
        zip: '100-0011',
        tel: '03-3504-0001',
        mail: 'soka@hotelflower.example.jp',
        buyPermit: true,
        saleRate: 7,
      },
    ],
  },
];
