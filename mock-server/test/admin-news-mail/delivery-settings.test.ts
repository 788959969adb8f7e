import { DEFAULT_MAIL_DELIVERY, loadMailDeliverySettings, retryDelayMs } from '../../src/areas/admin-news-mail/mail-delivery/delivery-settings';
import { htmlToText, mailHtml } from '../../src/areas/admin-news-mail/mail-delivery/mail-content';

describe('bulk mail delivery settings (README "Settings")', () => {
  it('reads the sending rate and retry settings from the environment', () => {
    expect(loadMailDeliverySettings({})).toEqual(DEFAULT_MAIL_DELIVERY);
    expect(
      loadMailDeliverySettings({
        MAIL_SEND_RATE_PER_MINUTE: '120',
        MAIL_POLL_SECONDS: '2',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_SECONDS: '30',
        MAIL_SENDING_LEASE_SECONDS: '600',
      }),
    ).toEqual({
      ratePerMinute: 120,
      pollMs: 2000,
      maxAttempts: 3,
      retryBaseMs: 30_000,
      leaseMs: 600_000,
    });
    expect(() => loadMailDeliverySettings({ MAIL_SEND_RATE_PER_MINUTE: 'fast' })).toThrow(/MAIL_SEND_RATE_PER_MINUTE/);
  });

  it('backs off by doubling, at most an hour', () => {
    const settings = { ...DEFAULT_MAIL_DELIVERY, retryBaseMs: 60_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(settings, n))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(settings, 20)).toBe(3_600_000);
  });
});

describe('mail parts', () => {
  it('makes the text part from the editor HTML and keeps the HTML part sanitised', () => {
    expect(htmlToText('<h1>見出し</h1><p>A &amp; B<br>次の行</p><p><b>太字</b></p>')).toBe('見出し\nA & B\n次の行\n太字');
    const html = mailHtml('件名 <x>', '<p onclick="x()">本文</p><script>alert(1)</script>');
    expect(html).toContain('<title>件名 &#60;x&#62;</title>');
    expect(html).toContain('<body><p>本文</p></body>');
  });
});
