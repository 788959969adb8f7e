// Screenshots of the main screens at desktop (1280 px) and phone (390 px) widths, into
// screenshots/ (git-ignored), against a running server: `node e2e/screenshots.mjs http://127.0.0.1:8181`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8181';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(out, { recursive: true });

const SHOTS = [
  { name: 'login', account: null, path: '/login', ready: { role: 'button', name: 'ログイン' } },
  { name: 'mypage', account: ['1001-001', 'buyer-pass-1'], path: '/mypage', ready: { role: 'heading', name: 'マイページ' } },
  { name: 'web', account: ['1001-001', 'buyer-pass-1'], path: '/web', ready: { role: 'heading', name: 'Web販売' } },
  { name: 'market', account: ['1001-001', 'buyer-pass-1'], path: '/market', ready: { role: 'heading', name: '相場情報' } },
  { name: 'sale', account: ['1001-001', 'buyer-pass-1'], path: '/sale', ready: { role: 'heading', name: '購入履歴' } },
  { name: 'admin-link', account: ['admin', 'admin-pass-1'], path: '/admins/master/link', ready: { role: 'heading', name: 'リンク' } },
  ...[
    ['products', '商品'],
    ['item', '品目'],
    ['shipper', '出荷者'],
    ['purchaser', '買参人'],
    ['time', '時間'],
    ['system_parameter', 'システムパラメータ'],
    ['log', 'ログ'],
  ].map(([screen, title]) => ({
    name: `admin-${screen}`,
    account: ['admin', 'admin-pass-1'],
    path: `/admins/master/${screen}`,
    ready: { role: 'heading', name: title },
  })),
  ...[
    ['sale', '売買'],
    ['reserve', '予約'],
    ['receiving', '荷受'],
    ['negotiation', '商談'],
  ].map(([screen, title]) => ({
    name: `admin-${screen}`,
    account: ['admin', 'admin-pass-1'],
    path: `/admins/transaction/${screen}`,
    ready: { role: 'heading', name: title },
  })),
  ...[
    ['news', '/admins/news', 'お知らせ管理'],
    ['news-web', '/admins/news/web', 'Webニュース'],
    ['news-category', '/admins/news/category', 'カテゴリー'],
    ['mail', '/admins/news/recovery_mail', '一斉メール'],
  ].map(([name, path, title]) => ({ name: `admin-${name}`, account: ['admin', 'admin-pass-1'], path, ready: { role: 'heading', name: title } })),
  { name: 'web-negotiation', account: ['1001-001', 'buyer-pass-1'], path: '/web/negotiation', ready: { role: 'heading', name: '商談一覧' } },
  // 1001-003's purchases need the head branch's approval: a 成立 says why it is not bought here.
  { name: 'web-negotiation-approval', account: ['1001-003', 'sample-pass-1'], path: '/web/negotiation', ready: { role: 'heading', name: '商談一覧' } },
  { name: 'web-next-reservation', account: ['1001-001', 'buyer-pass-1'], path: '/web/next-reservation', ready: { role: 'heading', name: '次回予約一覧' } },
];

const browser = await launchChromium();
try {
  const only = process.env.SHOT_ONLY ? new RegExp(process.env.SHOT_ONLY) : null;
  for (const width of (process.env.SHOT_WIDTHS ?? '1280,390').split(',').map(Number)) {
    for (const shot of SHOTS.filter((s) => !only || only.test(s.name))) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`${base}/login`);
      await page.evaluate(() => localStorage.clear());
      if (shot.account) {
        await page.getByLabel('ログインID').fill(shot.account[0]);
        await page.getByLabel('パスワード', { exact: true }).fill(shot.account[1]);
        await page.getByRole('button', { name: 'ログイン' }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
        // Put the password prompt aside if this account gets it.
        await page.goto(`${base}${shot.path}`);
      }
      await page.getByRole(shot.ready.role, { name: shot.ready.name }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${shot.name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: false });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
