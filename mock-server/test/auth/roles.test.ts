import { authorize } from '../../src/areas/auth/auth-hook';
import type { SessionUser } from '../../src/areas/auth/session/session-service';
import { ApiError } from '../../src/http/api-error';
import { apiRoutes, concretePath, createAccount, startTestServer, type TestServer } from '../helpers';

/** The only API routes anyone may call without a token (spec §2 open routes, plus health). */
const OPEN_ROUTES = ['GET /api/v1/health', 'POST /api/v1/users/email/verify', 'POST /api/v1/users/reset-password', 'POST /api/v1/users/signin'];

describe('roles are enforced by the server on every route', () => {
  let server: TestServer;
  let buyerToken: string;
  let noPermitToken: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await createAccount(server.db, { loginId: 'fx-buyer', password: 'buyer-pass-1', baisanCd: '9901', buyPermit: true });
    await createAccount(server.db, { loginId: 'fx-nopermit', password: 'buyer-pass-1', baisanCd: '9902', buyPermit: false });
    buyerToken = await server.signIn('fx-buyer', 'buyer-pass-1');
    noPermitToken = await server.signIn('fx-nopermit', 'buyer-pass-1');
  });
  afterAll(() => server.close());

  const routes = () => apiRoutes(server.app.registeredRoutes);

  const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
  /** Every route but the open ones, whatever its declaration says: behaviour is what counts. */
  const guarded = () => routes().filter((r) => !OPEN_ROUTES.includes(key(r)));

  it('declares sign-in, password reset, email verification and health open', () => {
    const declaredOpen = routes()
      .filter((r) => r.public)
      .map(key);
    for (const route of OPEN_ROUTES) expect(declaredOpen).toContain(route);
    expect(routes().length).toBeGreaterThanOrEqual(OPEN_ROUTES.length + 4);
  });

  it('answers 401 without a token on every other route', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const res = await server.api(route.method, concretePath(route.url));
      if (res.status !== 401 || typeof res.body.detail !== 'string' || typeof res.body.message !== 'string') {
        failures.push(`${route.method} ${route.url} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 with an unknown token on every other route', async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const res = await server.api(route.method, concretePath(route.url), { token: 'A'.repeat(43) });
      if (res.status !== 401) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a buyer on every /admins route', async () => {
    const failures: string[] = [];
    for (const route of routes().filter((r) => r.url.startsWith('/api/v1/admins'))) {
      const res = await server.api(route.method, concretePath(route.url), { token: buyerToken });
      if (res.status !== 403) failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a buyer without BUY_PERMIT_FLG on every /users/web route', async () => {
    const failures: string[] = [];
    // The market event stream is every signed-in user's: stream.test.ts covers it.
    for (const route of routes().filter((r) => /^\/api\/v1\/users\/web(\/|$)/.test(r.url) && !r.url.startsWith('/api/v1/users/web/stream'))) {
      const res = await server.api(route.method, concretePath(route.url), { token: noPermitToken });
      if (res.status !== 403 || res.body.detail !== 'Web購入の権限がありません。') failures.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('cannot be slipped past by encoding the path', async () => {
    const res = await server.api('GET', '/api/v1/%61dmins/link', { token: buyerToken });
    expect([403, 404]).toContain(res.status);
  });
});

describe('authorize (the rule the hook applies to each route pattern)', () => {
  const user = (over: Partial<SessionUser>): SessionUser => ({
    accountId: 1,
    loginId: 'u',
    isAdmin: false,
    branchId: 1,
    baisanCd: '1001',
    baisanEda: '001',
    buyPermit: true,
    sessionId: 1,
    familyId: 1,
    isFirstLogin: false,
    absoluteExpiresAt: new Date(),
    ...over,
  });
  const status = (url: string, u: SessionUser) => {
    try {
      authorize(url, u);
      return 200;
    } catch (err) {
      return (err as ApiError).statusCode;
    }
  };

  it('lets only administrators reach /admins', () => {
    expect(status('/api/v1/admins', user({}))).toBe(403);
    expect(status('/api/v1/admins/news/:id', user({}))).toBe(403);
    expect(status('/api/v1/admins/news/:id', user({ isAdmin: true }))).toBe(200);
    expect(status('/api/v1/adminsx', user({}))).toBe(200);
  });

  it('lets only branches with purchase permission reach /users/web', () => {
    expect(status('/api/v1/users/web', user({ buyPermit: false }))).toBe(403);
    expect(status('/api/v1/users/web/buy', user({ buyPermit: false }))).toBe(403);
    expect(status('/api/v1/users/web/buy', user({}))).toBe(200);
    expect(status('/api/v1/users/mypage', user({ buyPermit: false }))).toBe(200);
  });

  it('applies the purchase permission to the follow-up calls of the web purchase pages too', () => {
    for (const url of ['/api/v1/users/cancellable', '/api/v1/users/cancellable/cancel', '/api/v1/users/negotiation', '/api/v1/users/next-reservation']) {
      expect(status(url, user({ buyPermit: false }))).toBe(403);
      expect(status(url, user({}))).toBe(200);
    }
    expect(status('/api/v1/users/negotiations-report', user({ buyPermit: false }))).toBe(200);
  });

  it('keeps a first-login account to changing its password', () => {
    expect(status('/api/v1/users/mypage', user({ isFirstLogin: true }))).toBe(403);
    expect(status('/api/v1/users/change-password', user({ isFirstLogin: true }))).toBe(200);
    expect(status('/api/v1/users/signout', user({ isFirstLogin: true }))).toBe(200);
  });
});
