import type { Rows, SeedContext } from './seed-context';
import { closedKind } from './market-days';
import { DEFAULT_NEXT_ORDER_DEADLINE } from '../db/settings-repository';
import { addDays, daysInMonth, japanInstantText, monthStart, secondsAgo, weekday } from '../time/japan-time';

export interface Content {
  newsCategories: Rows;
  news: Rows;
  webNews: Rows;
  links: Rows;
  schedules: Rows;
  calendarNotes: Rows;
  webHours: Rows;
  systemParameters: Rows;
  mailCategories: Rows;
  mails: Rows;
}

/** The important news every sample account except 1001-002 has already read. */
export const IMPORTANT_NEWS_ID = 1;
/** The news with an attached file (a PDF in the file store). */
export const NEWS_FILE_KEY = 'news/2/nenmatsu-nenshi.pdf';

function buildNews(ctx: SeedContext): Rows {
  const t = ctx.today;
  const row = (
    id: number,
    o: {
      daysAgo: number;
      endDays: number;
      title: string;
      description: string;
      category: number;
      important?: boolean;
      suspend?: boolean;
      file?: boolean;
      startInFuture?: boolean;
    },
  ) => ({
    information_cd: id,
    date: addDays(t, -o.daysAgo),
    start_date: o.startInFuture ? japanInstantText(addDays(t, 3), '09:00') : japanInstantText(addDays(t, -o.daysAgo), '08:00'),
    end_date: japanInstantText(addDays(t, o.endDays), '23:59'),
    title: o.title,
    description: o.description,
    category_id: o.category,
    file_key: o.file ? NEWS_FILE_KEY : null,
    file_name: o.file ? '年末年始の営業日程.pdf' : null,
    file_content_type: o.file ? 'application/pdf' : null,
    important_flg: o.important ?? false,
    suspend_flg: o.suspend ?? false,
    // Migration 029: visible ones count as told when they started; a later one is told when it starts.
    announced_at: o.startInFuture || o.suspend ? null : japanInstantText(addDays(t, -o.daysAgo), '08:00'),
  });
  return [
    row(1, {
      daysAgo: 1,
      endDays: 30,
      category: 1,
      important: true,
      title: '【重要】Web販売システムのメンテナンスについて',
      description:
        '<h1>メンテナンスのお知らせ</h1><p>下記の日程でシステムメンテナンスを行います。<b>メンテナンス中はWeb購入ができません。</b></p><p><span style="color: red;">ご注文はお早めにお願いいたします。</span></p>',
    }),
    row(2, {
      daysAgo: 2,
      endDays: 45,
      category: 3,
      file: true,
      title: '年末年始の営業日程について',
      description: '<h2>年末年始の営業日程</h2><p>年末年始の営業日程を添付ファイルにてご案内いたします。</p>',
    }),
    row(3, {
      daysAgo: 3,
      endDays: 20,
      category: 2,
      title: '今週の市況：バラ・カーネーションが堅調',
      description:
        '<p>今週は<b>バラ</b>と<b>カーネーション</b>の入荷が安定し、相場は堅調に推移しています。</p><p><span style="color: blue;">来週はキク類の増量が見込まれます。</span></p>',
    }),
    row(4, {
      daysAgo: 5,
      endDays: 25,
      category: 4,
      title: 'トルコギキョウ産地フェアのご案内',
      description: '<p>長野県・北海道産のトルコギキョウを特別価格でご提供します。</p>',
    }),
    row(5, {
      daysAgo: 7,
      endDays: 20,
      category: 1,
      title: 'Web販売の営業時間について',
      description: '<p>Web販売は<b>24時間</b>ご利用いただけます。</p><p><span style="color: gray;">一部の商品は12時以降の販売となります。</span></p>',
    }),
    row(6, { daysAgo: 9, endDays: 15, category: 2, title: 'ユリ類入荷見通し', description: '<p>新潟県産ユリの入荷が増えてまいります。</p>' }),
    row(7, { daysAgo: 12, endDays: 30, category: 5, title: '駐車場工事のお知らせ', description: '<p>市場北側駐車場を工事のため一部閉鎖します。</p>' }),
    row(8, {
      daysAgo: 4,
      endDays: 30,
      category: 1,
      suspend: true,
      title: '（休止中）旧システムからの移行について',
      description: '<p>このお知らせは休止中です。</p>',
    }),
    row(9, { daysAgo: 40, endDays: -10, category: 2, title: '先月の市況まとめ', description: '<p>掲載期間の終わったお知らせです。</p>' }),
    row(10, {
      daysAgo: 0,
      endDays: 30,
      category: 4,
      startInFuture: true,
      title: '母の日カーネーション予約受付開始（予告）',
      description: '<p>掲載開始前のお知らせです。</p>',
    }),
  ];
}

/** The sample's next-order deadline (the parameter's default) and the ticker line that says it. */
const NEXT_ORDER_DEADLINE = DEFAULT_NEXT_ORDER_DEADLINE;
function nextOrderTicker(time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return `次回予約は前日${hour}時${minute ? `${minute}分` : ''}まで受け付けています。`;
}

function buildSchedules(ctx: SeedContext): { schedules: Rows; calendarNotes: Rows } {
  const schedules: Rows = [];
  const calendarNotes: Rows = [];
  for (const offset of [0, 1]) {
    const first = monthStart(ctx.today, offset);
    const days = daysInMonth(first);
    for (let d = 0; d < days; d++) {
      const date = addDays(first, d);
      const wd = weekday(date);
      const closed = closedKind(date, ctx.today);
      if (closed === '休市') schedules.push({ date, label: closed, color_code: '#d0021b' });
      else if (closed === '臨時休市') schedules.push({ date, label: closed, color_code: '#f5871f' });
      else if (wd === 5 && d % 2 === 0) schedules.push({ date, label: '特売日', color_code: '#079557' });
    }
    schedules.push({ date: addDays(first, 14), label: '産地フェア', color_code: '#5eba7d' });
    const month = Number(first.slice(5, 7));
    calendarNotes.push({
      month: first,
      note: offset === 0 ? `${month}月は日曜・祝日が休市、水曜日は臨時休市です。` : `${month}月の特売日は隔週金曜日です。次回予約をご利用ください。`,
    });
  }
  return { schedules: schedules.map((s, i) => ({ id: i + 1, ...s })), calendarNotes };
}

export function buildContent(ctx: SeedContext): Content {
  const t = ctx.today;
  const { schedules, calendarNotes } = buildSchedules(ctx);
  const created = japanInstantText(addDays(t, -60), '10:00');
  return {
    newsCategories: [
      { id: 1, name: 'お知らせ', display_order: 1, suspend_flg: false },
      { id: 2, name: '市況', display_order: 2, suspend_flg: false },
      { id: 3, name: '休市案内', display_order: 3, suspend_flg: false },
      { id: 4, name: 'キャンペーン', display_order: 4, suspend_flg: false },
      { id: 5, name: '施設', display_order: 5, suspend_flg: false },
      { id: 6, name: '旧カテゴリー', display_order: 6, suspend_flg: true },
    ],
    news: buildNews(ctx),
    webNews: [
      {
        id: 1,
        date: t,
        start_date: japanInstantText(addDays(t, -1), '00:00'),
        end_date: japanInstantText(addDays(t, 7), '23:59'),
        title: '本日はバラの入荷が多めです。おすすめ品をご確認ください。',
        suspend_flg: false,
        print_order: 1,
      },
      {
        id: 2,
        date: t,
        start_date: japanInstantText(addDays(t, -3), '00:00'),
        end_date: japanInstantText(addDays(t, 14), '23:59'),
        // The ticker says what NEXT_ORDER_DEADLINE below enforces.
        title: nextOrderTicker(NEXT_ORDER_DEADLINE),
        suspend_flg: false,
        print_order: 2,
      },
      {
        id: 3,
        date: addDays(t, -5),
        start_date: japanInstantText(addDays(t, -5), '00:00'),
        end_date: japanInstantText(addDays(t, 30), '23:59'),
        title: '商談機能で数量・単価のご相談ができます。',
        suspend_flg: false,
        print_order: 3,
      },
      {
        id: 4,
        date: addDays(t, -20),
        start_date: japanInstantText(addDays(t, -20), '00:00'),
        end_date: japanInstantText(addDays(t, 30), '23:59'),
        title: '（休止中）旧ティッカー',
        suspend_flg: true,
        print_order: 4,
      },
    ],
    links: [
      { link_cd: 1, link_nm: '農林水産省 花き関連情報', link_url: 'https://www.maff.go.jp/j/seisan/kaki/flower/', suspend_flg: false },
      { link_cd: 2, link_nm: '気象庁 天気予報', link_url: 'https://www.jma.go.jp/bosai/forecast/', suspend_flg: false },
      { link_cd: 3, link_nm: '日本花き卸売市場協会', link_url: 'https://www.jfmaweb.org/', suspend_flg: false },
      { link_cd: 4, link_nm: '花の日持ち管理マニュアル', link_url: 'https://www.maff.go.jp/j/seisan/kaki/flower/hikimochi.html', suspend_flg: false },
      { link_cd: 5, link_nm: '（休止中）旧取引先ポータル', link_url: 'https://portal.example.jp/', suspend_flg: true },
    ],
    schedules,
    calendarNotes,
    // Open all day: 00:00:00 to 23:59:59 Japan time (so a new user can buy at any hour: design rule D3).
    webHours: [{ id: 1, start_time: '00:00:00', end_time: '23:59:59' }],
    systemParameters: [
      { parameter_typ: 'WEB', parameter_cd: 'SALE_SAVE_PERIOD', remark: '購入キャンセル可能時間（秒）', parameter: '120' },
      { parameter_typ: 'WEB', parameter_cd: 'NEW_ITEM_DISPLAY_SECONDS', remark: '新着表示時間（秒）', parameter: '3600' },
      { parameter_typ: 'WEB', parameter_cd: 'SALE_DATE_DAYS', remark: '販売日の選択肢の日数', parameter: '7' },
      { parameter_typ: 'WEB', parameter_cd: 'NEXT_ORDER_DEADLINE', remark: '次回注文の締切（販売日前日の時刻）', parameter: NEXT_ORDER_DEADLINE },
      { parameter_typ: 'WEB', parameter_cd: 'WEB_NOTICE', remark: 'Web販売画面のお知らせ', parameter: '12時以降に追加入荷予定の商品があります。' },
      { parameter_typ: 'ACCOUNTING', parameter_cd: 'TAX_RATE', remark: '消費税率（％）', parameter: '10' },
      { parameter_typ: 'SYSTEM', parameter_cd: 'LOG_RETENTION_DAYS', remark: 'ログ保存期間（日）', parameter: '365' },
    ],
    mailCategories: [
      { category_no: 1, category: '市況案内', create_date: created, update_date: created },
      { category_no: 2, category: '休市案内', create_date: created, update_date: created },
      { category_no: 3, category: 'キャンペーン', create_date: created, update_date: japanInstantText(addDays(t, -10), '10:00') },
      { category_no: 4, category: 'システム', create_date: created, update_date: created },
    ],
    mails: [
      {
        mail_no: 1,
        mail_category_no: 1,
        mail_title: '今週の市況のお知らせ',
        mail_text: '<p>今週はバラ・カーネーションが堅調です。</p>',
        mail_send_start_date: japanInstantText(addDays(t, -7), '07:00'),
        mail_send_date: japanInstantText(addDays(t, -7), '07:00'),
        mail_create_date: japanInstantText(addDays(t, -8), '16:00'),
      },
      {
        mail_no: 2,
        mail_category_no: 2,
        mail_title: '臨時休市のご案内',
        mail_text: '<p>水曜日は臨時休市となります。</p>',
        mail_send_start_date: japanInstantText(addDays(t, -3), '07:00'),
        mail_send_date: japanInstantText(addDays(t, -3), '07:01'),
        mail_create_date: japanInstantText(addDays(t, -4), '15:00'),
      },
      {
        mail_no: 3,
        mail_category_no: 3,
        mail_title: 'トルコギキョウ産地フェアのご案内',
        mail_text: '<p><b>特別価格</b>でご提供します。</p>',
        mail_send_start_date: japanInstantText(addDays(t, 2), '07:00'),
        mail_send_date: null,
        mail_create_date: secondsAgo(ctx.now, 3 * 3600),
      },
      {
        mail_no: 4,
        mail_category_no: 4,
        mail_title: 'システムメンテナンスのお知らせ',
        mail_text: '<p>メンテナンス中はWeb購入ができません。</p>',
        mail_send_start_date: japanInstantText(addDays(t, 5), '18:00'),
        mail_send_date: null,
        mail_create_date: secondsAgo(ctx.now, 2 * 3600),
      },
    ],
  };
}
