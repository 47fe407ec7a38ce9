/**
 * What the server warns staff about (decision 0049): notices that keep failing, a backup that
 * failed, a disk nearly full. server/notify/alerts.ts decides when one starts and ends and mails
 * it; /DC shows the ones in force from the notice status (src/lib/notifyStatus.ts).
 */
import { paths } from '../config/paths';
import { lagosDateTimeText } from '../records/lagosTime';
import type { ReadyMail } from './staffMail';

export const ALERT_NAMES = ['noticesFailing', 'backupFailed', 'diskFull'] as const;
export type AlertName = (typeof ALERT_NAMES)[number];

/** An alert in force, since when (ms). */
export interface ActiveAlert {
  name: AlertName;
  since: number;
}

export interface AlertWords {
  /** What is wrong, as a line in /DC and in a mail's subject. */
  what: Record<AlertName, string>;
  /** What to do about it. */
  remedy: Record<AlertName, string>;
  startedSubject: (what: string) => string;
  resolvedSubject: (what: string) => string;
  since: (when: string) => string;
  resolvedAt: (when: string) => string;
  dashboard: (link: string) => string;
}

/** The mail that an alert started (`resolvedAt` absent) or ended, to one member of staff. */
export function alertMail(
  alert: ActiveAlert,
  to: string,
  siteUrl: string,
  words: AlertWords,
  resolvedAt?: number,
): ReadyMail {
  const what = words.what[alert.name];
  const link = `${siteUrl.replace(/\/+$/, '')}${paths.dashboard}`;
  return {
    to,
    subject: resolvedAt === undefined ? words.startedSubject(what) : words.resolvedSubject(what),
    text: [
      `${what}.`,
      words.since(lagosDateTimeText(alert.since)),
      ...(resolvedAt === undefined
        ? [words.remedy[alert.name]]
        : [words.resolvedAt(lagosDateTimeText(resolvedAt))]),
      '',
      words.dashboard(link),
      '',
    ].join('\n'),
  };
}
