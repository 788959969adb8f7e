// Screenshots of the news and mail administration screens and every one of their modals at
// 1280, 768 and 390 px, into screenshots/ (git-ignored), against a running server:
// `node e2e/admin-news-mail-screenshots.mjs http://127.0.0.1:8181` (SHOT_WIDTHS=390,1280).
// Each modal is also measured: it must fit the window with its buttons in view and nothing may
// scroll sideways; the script lists what does not and exits 1.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './support/chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:8181';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
mkdirSync(out, { recursive: true });

const newButton = (p) => p.getByRole('button', { name: '新規' }).click();
const firstEdit = (p) => p.getByRole('button', { name: '編集' }).first().click();

const SCREENS = [
  {
    name: 'admin-news',
    path: '/admins/news',
    heading: 'お知らせ管理',
    modals: [
      { name: 'new', open: newButton, dialog: 'お知らせ新規作成' },
      { name: 'edit', open: firstEdit, dialog: 'お知らせ編集' },
    ],
  },
  {
    name: 'admin-news-category',
    path: '/admins/news/category',
    heading: 'カテゴリー',
    modals: [
      { name: 'new', open: newButton, dialog: 'カテゴリー新規作成' },
      { name: 'edit', open: firstEdit, dialog: 'カテゴリー編集' },
    ],
  },
  {
    name: 'admin-news-web',
    path: '/admins/news/web',
    heading: 'Webニュース',
    modals: [
      { name: 'new', open: newButton, dialog: 'Webニュース新規作成' },
      { name: 'edit', open: firstEdit, dialog: 'Webニュース編集' },
    ],
  },
  {
    name: 'admin-mail',
    path: '/admins/news/recovery_mail',
    heading: '一斉メール',
    modals: [
      { name: 'new', open: newButton, dialog: '一斉メール作成' },
      // The sample market has unsent mails, which are the editable ones.
      { name: 'edit', open: firstEdit, dialog: '一斉メール編集' },
      {
        name: 'add-category',
        open: async (p) => {
          await newButton(p);
          await p.getByRole('dialog', { name: '一斉メール作成' }).getByRole('button', { name: '新規カテゴリー追加' }).click();
        },
        dialog: 'メールカテゴリー作成',
      },
    ],
  },
];

/** What does not fit: sideways scrolling, a dialog wider than the window, a button out of view. */
function measure(dialogName) {
  const problems = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  if (document.documentElement.scrollWidth > vw) problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
  const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => d.getAttribute('aria-labelledby') && d.textContent.includes(dialogName));
  if (!dialog) return [`dialog ${dialogName} not found`];
  const box = dialog.getBoundingClientRect();
  if (box.left < 0 || box.right > vw + 0.5) problems.push(`dialog is ${Math.round(box.width)} px wide in a ${vw} px window`);
  for (const el of dialog.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (el.scrollWidth > el.clientWidth + 1 && /(auto|scroll)/.test(style.overflowX)) problems.push(`${el.className || el.tagName} scrolls sideways`);
  }
  for (const button of dialog.querySelectorAll('.MuiDialogActions-root button, button[aria-label="閉じる"]')) {
    const r = button.getBoundingClientRect();
    if (r.top < 0 || r.bottom > vh + 0.5 || r.left < 0 || r.right > vw + 0.5)
      problems.push(`button ${button.textContent || button.getAttribute('aria-label')} is out of view`);
  }
  return problems;
}

const widths = (process.env.SHOT_WIDTHS ?? '1280,768,390').split(',').map(Number);
const failures = [];
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.context.newPage();
    page.setDefaultTimeout(60_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.goto(`${base}/login`);
    await page.evaluate(() => localStorage.clear());
    await page.getByLabel('ログインID').fill('admin');
    await page.getByLabel('パスワード', { exact: true }).fill('admin-pass-1');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const screen of SCREENS) {
      const load = async () => {
        await page.goto(`${base}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
      };
      await load();
      await page.screenshot({ path: path.join(out, `${screen.name}-${width}.png`) });
      for (const modal of screen.modals) {
        await load();
        await modal.open(page);
        await page.getByRole('dialog', { name: modal.dialog }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const file = `${screen.name}-modal-${modal.name}-${width}.png`;
        await page.screenshot({ path: path.join(out, file) });
        const problems = await page.evaluate(measure, modal.dialog);
        for (const problem of problems) failures.push(`${file}: ${problem}`);
        console.log(file, problems.length ? `— ${problems.join('; ')}` : 'fits');
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(`\n${failures.length} problem(s):\n${failures.join('\n')}`);
  process.exit(1);
}
