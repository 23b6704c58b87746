import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Decoded text (quoted-printable soft breaks and escapes undone) for finding links. */
  text: string;
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next message to `to` (ignores earlier ones already consumed by index). */
    async waitFor(to: string, predicate: (m: ReceivedMail) => boolean = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to.includes(to) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function decodeQuotedPrintable(raw: string): string {
  const s = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.slice(i + 1, i + 3);
    if (s[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(s[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** First URL in the message that contains `fragment`. */
export function findLink(mail: ReceivedMail, fragment: string): string {
  const links = mail.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const link = links.find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link containing ${fragment} in mail`);
  return link.replace(/&amp;/g, '&');
}
