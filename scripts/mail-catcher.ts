/**
 * `npm run mail:catch`: a local SMTP server on port 1025 (MAIL_CATCHER_PORT to change) that
 * accepts every mail and prints it, for trying lead notices without a mail account:
 * start the site with SMTP_URL=smtp://localhost:1025.
 */
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.MAIL_CATCHER_PORT ?? 1025);

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map(({ address }) => address).join(', ');
      console.log(`\n──── mail to ${to} ────\n${Buffer.concat(chunks).toString()}`);
      callback();
    });
  },
});

server.listen(port, () => console.log(`Catching mail on smtp://localhost:${port} (Ctrl-C stops)`));
