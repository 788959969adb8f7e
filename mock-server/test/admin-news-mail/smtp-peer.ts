import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  messageId: string;
  raw: string;
}

/** A real SMTP server (the smtp-server package) on a free port that keeps every accepted message. */
export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** Answers RCPT TO for `address` with `code` (4xx: try later, 5xx: refused) while set. */
  refuse(address: string, code: number | null): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refused = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = refused.get(address.address.toLowerCase());
      if (code) return callback(Object.assign(new Error(`${code} mailbox unavailable`), { responseCode: code }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(.+)$/im.exec(raw)?.[1].trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ to: rcpt.address.toLowerCase(), messageId, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(address, code) {
      if (code) refused.set(address.toLowerCase(), code);
      else refused.delete(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
