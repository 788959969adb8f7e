// What every e2e test needs: the app's address, a fresh browser page, and signing in the way
// a user does (typing into the sign-in form).
import { after, afterEach, before } from 'node:test';
import { launchChromium } from './chromium.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8181';
export const SESSION_KEY = 'flower-market.session';

/** The sample accounts (docs/requirements.md, design rule D3). */
export const ACCOUNTS = {
  admin: { id: 'admin', password: 'admin-pass-1' },
  headBranch: { id: '1001-001', password: 'buyer-pass-1' },
  branch002: { id: '1001-002', password: 'buyer-pass-2' },
  noPermit: { id: '1002-001', password: 'buyer-pass-3' },
  firstLogin: { id: '1003-001', password: 'first-pass-1' },
  oldPassword: { id: '1004-001', password: 'old-pass-1' },
};

/**
 * One Chromium per test file; `newPage()` gives each test its own context-free page with
 * storage cleared, so tests never see each other's session.
 */
export function useBrowser() {
  let browser;
  let pages = [];
  before(async () => {
    browser = await launchChromium();
  });
  // A page left open keeps polling and streaming into the next test: close each test's pages.
  afterEach(async () => {
    await Promise.all(pages.map((page) => page.close().catch(() => undefined)));
    pages = [];
  });
  after(async () => {
    await browser?.close();
  });
  return {
    /** `watch(page)` runs before the first navigation, to see every request of the page. */
    async newPage({ width = 1280, height = 900, watch } = {}) {
      const page = await browser.context.newPage();
      pages.push(page);
      page.setDefaultTimeout(20_000);
      await page.setViewportSize({ width, height });
      watch?.(page);
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${BASE_URL}/login`);
      await page.evaluate(() => localStorage.clear());
      page.pageErrors = errors;
      return page;
    },
  };
}

export async function signIn(page, account) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('ログインID').fill(account.id);
  await page.getByLabel('パスワード', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
}

/** The session the app persisted (token included), as the shell stored it. */
export async function storedSession(page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), SESSION_KEY);
}

/** Waits until the address bar shows `path` (without query). */
export async function waitForPath(page, path) {
  await page.waitForURL((url) => url.pathname === path);
}

/**
 * Waits until nothing on the page moves any more: every running CSS transition and finite
 * animation (a dialog's or menu's opening, a fade) has ended, checked again a frame later for
 * the ones that ended transitions start. Endless ones (a spinner, the ticker) are not waited for.
 */
export async function animationsDone(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round += 1) {
      await frame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Records API calls (method + path) made by the page from now on. */
export function recordApiCalls(page) {
  const calls = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

export async function menuLabels(page) {
  return page.getByRole('navigation', { name: 'メニュー' }).getByRole('link').allInnerTexts();
}
