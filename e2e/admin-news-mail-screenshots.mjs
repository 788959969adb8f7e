// Screenshots of the news and mail administration screens and their modals at 1280, 768 and
// 390 px, into screenshots/ (git-ignored), against a running server:
// `node e2e/admin-news-mail-screenshots.mjs http://127.0.0.1:8181`.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8181';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(out, { recursive: true });

const SCREENS = [
  {
    name: 'admin-news',
    path: '/admins/news',
    heading: 'お知らせ管理',
    modal: { open: (p) => p.getByRole('row').nth(1).getByRole('button', { name: '編集' }).click(), name: 'お知らせ編集' },
  },
  {
    name: 'admin-news-category',
    path: '/admins/news/category',
    heading: 'カテゴリー',
    modal: { open: (p) => p.getByRole('button', { name: '新規' }).click(), name: 'カテゴリー新規作成' },
  },
  {
    name: 'admin-news-web',
    path: '/admins/news/web',
    heading: 'Webニュース',
    modal: { open: (p) => p.getByRole('button', { name: '新規' }).click(), name: 'Webニュース新規作成' },
  },
  {
    name: 'admin-mail',
    path: '/admins/news/recovery_mail',
    heading: '一斉メール',
    modal: { open: (p) => p.getByRole('button', { name: '新規' }).click(), name: '一斉メール作成' },
  },
];

const browser = await launchChromium();
try {
  for (const width of [1280, 768, 390]) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${base}/login`);
    await page.evaluate(() => localStorage.clear());
    await page.getByLabel('ログインID').fill('admin');
    await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const screen of SCREENS) {
      await page.goto(`${base}${screen.path}`);
      await page.getByRole('heading', { name: screen.heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(out, `${screen.name}-${width}.png`) });
      await screen.modal.open(page);
      await page.getByRole('dialog', { name: screen.modal.name }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(out, `${screen.name}-modal-${width}.png`) });
      console.log(screen.name, width);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
