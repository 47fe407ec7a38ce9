/**
 * The second end-to-end server, started with e-mail notices on (playwright.config.ts): its SMTP
 * settings point at a mail catcher that the notice spec runs in the test process, and its links
 * point back at itself. The first server runs without SMTP_URL, as `npm start` does by default.
 */
const basePort = Number(process.env.E2E_PORT ?? 4321);

export const noticeServer = {
  port: basePort + 1,
  /** Where the spec's catcher listens; nothing else may use it while the suite runs. */
  smtpPort: basePort + 2,
  baseURL: `http://127.0.0.1:${basePort + 1}`,
  to: 'sales@example.com',
  from: 'Leads <leads@example.com>',
} as const;
