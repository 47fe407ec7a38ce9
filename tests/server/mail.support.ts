/** A real SMTP server in the test process (smtp-server) that keeps what it receives. */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  messageId: string;
  to: string[];
  text: string;
  html: string;
  raw: string;
}

export interface MailCatcher {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once `count` mails have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops listening (connections are then refused) until `start` again. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Decodes the parts of a (possibly multipart) message the way nodemailer encodes them. */
function decodePart(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString();
  }
  return body;
}

function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  const parts: { type: string; content: string }[] = [];
  if (boundary) {
    for (const section of raw.slice(split).split(`--${boundary}`).slice(1)) {
      const end = section.indexOf('\r\n\r\n');
      if (end < 0) continue;
      const headers = section.slice(0, end);
      parts.push({
        type: headerOf(headers, 'content-type'),
        content: decodePart(headers, section.slice(end + 4).replace(/\r\n$/, '')),
      });
    }
  } else {
    parts.push({
      type: headerOf(head, 'content-type'),
      content: decodePart(head, raw.slice(split + 4)),
    });
  }
  const partOf = (type: string) =>
    (parts.find((part) => part.type.startsWith(type))?.content ?? '').replace(/\r\n/g, '\n');
  return {
    subject: headerOf(head, 'subject'),
    messageId: headerOf(head, 'message-id'),
    to,
    text: partOf('text/plain'),
    html: partOf('text/html'),
    raw,
  };
}

/** A catcher on `port` (a free one by default), not yet listening: call `start`. */
export async function createMailCatcher(port?: number): Promise<MailCatcher> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  let server: SMTPServer | undefined;
  const actualPort = port ?? (await freePort());

  const catcher: MailCatcher = {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${mails.length} of ${count} mails arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map(({ address }) => address);
            mails.push(parseMail(Buffer.concat(chunks).toString(), to));
            for (const waiter of [...waiters]) waiter();
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(actualPort, '127.0.0.1', resolve));
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  return catcher;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const catcher = await createMailCatcher();
  await catcher.start();
  return catcher;
}
