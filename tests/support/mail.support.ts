/**
 * A real SMTP server in the test process (the `smtp-server` package) that keeps every message it
 * accepts, parsed. It listens on 127.0.0.1 only: nothing a test sends leaves the machine. Used by
 * the server/ and Cloud Function tests and by the e2e notice test.
 */
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  messageId: string;
  to: string[];
  text: string;
  html: string;
  /** The whole parsed message, for header checks (From, To…). */
  parsed: ParsedMail;
}

export interface MailCatcher {
  port: number;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
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

async function parseMail(stream: Readable, to: string[]): Promise<ReceivedMail> {
  const mail = await simpleParser(stream);
  return {
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    to,
    text: mail.text ?? '',
    html: mail.html || '',
    parsed: mail,
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
          const to = session.envelope.rcptTo.map(({ address }) => address);
          parseMail(stream, to).then(
            (mail) => {
              mails.push(mail);
              for (const waiter of [...waiters]) waiter();
              callback();
            },
            (error: Error) => callback(error),
          );
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
