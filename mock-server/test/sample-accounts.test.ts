import { startTestServer, type TestServer } from './helpers';

describe('the six sample accounts sign in as described', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  });
  afterAll(() => server.close());

  const signin = async (id: string, password: string) => {
    const res = await server.api('POST', '/users/signin', { body: { id, password } });
    expect(res.status).toBe(200);
    return res.body;
  };

  it('admin is an administrator', async () => {
    expect(await signin('admin', 'admin-pass-1')).toMatchObject({ is_admin: true, is_first_login: false, requires_password_change: false });
  });

  it('1001-001 is the head branch, may buy, and has no unread important news', async () => {
    expect(await signin('1001-001', 'buyer-pass-1')).toMatchObject({
      is_admin: false,
      branch_number: '001',
      baisan_cd: '1001',
      BUY_PERMIT_FLG: true,
      news_ids: [],
    });
  });

  it('1001-002 is branch 002 of the same purchaser with one unread important news', async () => {
    const body = await signin('1001-002', 'buyer-pass-2');
    expect(body).toMatchObject({ branch_number: '002', baisan_cd: '1001' });
    expect(body.news_ids).toHaveLength(1);
  });

  it('1002-001 may not buy', async () => {
    const body = await signin('1002-001', 'buyer-pass-3');
    expect(body.BUY_PERMIT_FLG).toBe(false);
    expect((await server.api('GET', '/users/web', { token: body.token })).status).toBe(403);
  });

  it('1003-001 must change its password first', async () => {
    expect(await signin('1003-001', 'first-pass-1')).toMatchObject({ is_first_login: true });
  });

  it('1004-001 is offered the password change prompt', async () => {
    expect(await signin('1004-001', 'old-pass-1')).toMatchObject({ requires_password_change: true, is_first_login: false });
  });
});
