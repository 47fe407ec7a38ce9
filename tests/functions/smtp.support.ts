/**
 * An SMTP server inside the test process (the `smtp-server` package) that keeps every message it
 * accepts, parsed. It listens on 127.0.0.1 only: nothing a test sends leaves the machine.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** Resolves with the next `count` messages received (counting those already in). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const received: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  const server = new SMTPServer({
    // A plain local catcher: no TLS upgrade, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiting) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor = (count: number, timeoutMs = 5000) =>
    new Promise<ParsedMail[]>((resolve, reject) => {
      const check = () => {
        if (received.length < count) return;
        clearTimeout(timer);
        waiting.delete(check);
        resolve(received.slice(0, count));
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(new Error(`${received.length} of ${count} mails arrived`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
