import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../src/mail/mailer';

/** A minimal SMTP server that accepts every message and keeps what it received. */
function fakeSmtp(): Promise<{ port: number; received: { from: string; to: string[]; data: string }[]; close: () => Promise<void> }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 2.0.0 queued\r\n');
          } else current.data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake.smtp\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10);
          socket.write('250 OK\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8));
          socket.write('250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

describe('mail', () => {
  let outboxDir: string;
  beforeEach(() => {
    outboxDir = mkdtempSync(path.join(process.env.FM_TEST_TMP_ROOT ?? os.tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

  it('goes through SMTP when SMTP_URL is set, and nothing lands in the outbox', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: 'market <no-reply@market.example.jp>', outboxDir });
      await mailer.send({ to: 'buyer@example.jp', subject: 'パスワード再設定', text: 'リンク: http://localhost/email/verify?token=abc' });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].from).toContain('no-reply@market.example.jp');
      expect(smtp.received[0].to).toEqual(['<buyer@example.jp>']);
      expect(smtp.received[0].data).toMatch(/^To: buyer@example.jp$/m);
      expect(readdirSync(outboxDir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('writes one JSON file per message to the outbox without SMTP', async () => {
    const mailer = createMailer({ smtpUrl: null, from: 'market <no-reply@market.example.jp>', outboxDir });
    await mailer.send({ to: 'a@example.jp', subject: '件名', text: '本文' });
    await mailer.send({ to: 'b@example.jp', subject: '件名2', text: '本文2' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(outboxDir, files[0]), 'utf8'))).toMatchObject({
      to: 'a@example.jp',
      subject: '件名',
      text: '本文',
      from: 'market <no-reply@market.example.jp>',
    });
  });
});
