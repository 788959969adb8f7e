import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of text (multipart/alternative); the outbox JSON keeps it decoded. */
  html?: string;
  /** A fixed Message-ID, so a receiver can recognise the same message. */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: 'smtp' or the outbox folder. */
  readonly target: string;
}

/** Through SMTP when smtpUrl is set; otherwise one JSON file per message in the outbox folder. */
/** Orders messages written within the same millisecond, so file names sort in sending order. */
let sequence = 0;

export function createMailer(options: { smtpUrl: string | null; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      target: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  return {
    target: options.outboxDir,
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const date = new Date();
      sequence = (sequence + 1) % 1_000_000;
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
      const body = { from: options.from, ...message, date: date.toISOString() };
      // Written aside and renamed, so a reader never sees half a message.
      const file = path.join(options.outboxDir, name);
      await writeFile(`${file}.part`, `${JSON.stringify(body, null, 2)}\n`, 'utf8');
      await rename(`${file}.part`, file);
    },
  };
}
