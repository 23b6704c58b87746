import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger as Logger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A one-click unsubscribe URL (RFC 8058): the `List-Unsubscribe` header (nodemailer writes `<url>`). */
  listUnsubscribe?: string;
}

/**
 * nodemailer's message fields of one mail: the unsubscribe URL as its `List-Unsubscribe` header, with
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058 §3.1) so mail clients unsubscribe with one POST
 * (large mailbox providers ask bulk senders for both; the header must be covered by the DKIM signature the sending
 * server adds — docs/coach-summaries.md).
 */
const message = ({ listUnsubscribe, ...mail }: OutgoingMail) => ({
  ...mail,
  ...(listUnsubscribe
    ? {
        list: { unsubscribe: listUnsubscribe },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }
    : {}),
});

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Where mail goes, for the start-up log line ("smtp://host:port" or the outbox folder). */
  describe(): string;
}

/**
 * SMTP when SMTP_URL is set (nodemailer); otherwise every message is written to DATA_DIR/outbox as JSON and .eml,
 * so a developer can follow sign-up and reset links without a mail server.
 */
export function createMailer(opts: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const where = new URL(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...message(mail) });
        opts.log.info({ subject: mail.subject }, 'email sent');
      },
      describe: () => `${where.protocol}//${where.hostname}:${where.port}`,
    };
  }
  const outbox = path.join(opts.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      await mkdir(outbox, { recursive: true });
      const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const info = await stream.sendMail({ from: opts.from, ...message(mail) });
      await writeFile(path.join(outbox, `${base}.eml`), info.message as Buffer);
      // The JSON copy is written last, to a temporary name then renamed (atomic on one file system): a reader
      // polling for *.json never sees a message that is missing its .eml or is itself half written.
      const json = path.join(outbox, `${base}.json`);
      await writeFile(
        `${json}.partial`,
        JSON.stringify({ ...mail, from: opts.from, createdAt: new Date().toISOString() }, null, 2),
      );
      await rename(`${json}.partial`, json);
      opts.log.info({ subject: mail.subject, file: json }, 'email written to outbox');
    },
    describe: () => outbox,
  };
}
