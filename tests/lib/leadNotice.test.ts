/**
 * The staff notice for a new lead: what the subject says, which fields it lists and how, that a
 * visitor's text can inject neither markup nor headers, the link into `/DC`, and the digest.
 */
import { describe, expect, it } from 'vitest';
import { buildDigest, buildLeadNotice } from '../../src/lib/leadNotice';
import { dashboardTypes } from '../../src/records/collections';

const dashboardUrl = 'https://leads.example.com/';

const contact = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '+234 801 234 5678',
  subject: 'Website',
  message: 'Please call me.',
  date: '2026-11-25T08:30:00.000Z',
};

const quote = {
  fullName: 'Tunde Bello',
  email: 'tunde@example.com',
  phoneNumber: '+2348012345678',
  serviceType: 'mobile-app',
  location: 'Ikeja',
  contactMethod: 'whatsapp',
  projectDetails: 'An app for our shop.',
  date: '2026-11-25T09:00:00.000Z',
};

describe('buildLeadNotice', () => {
  it.each(dashboardTypes)('names the form as the dashboard does: $label', (type) => {
    const notice = buildLeadNotice({
      collection: type.collection,
      id: '-Nabc',
      record: { fullName: 'Ada Obi' },
      dashboardUrl,
    });
    expect(notice.subject).toBe(`New ${type.label} from Ada Obi`);
  });

  it('reads the name under its older stored name too, and says "someone" without one', () => {
    const older = buildLeadNotice({
      collection: 'contactForm',
      id: 'a',
      record: { name: 'Chidi Eze' },
      dashboardUrl,
    });
    expect(older.subject).toBe('New Contact Form from Chidi Eze');
    const nameless = buildLeadNotice({
      collection: 'quoteForm',
      id: 'b',
      record: { fullName: '   ', email: 'x@example.com' },
      dashboardUrl,
    });
    expect(nameless.subject).toBe('New Quote from someone');
  });

  it('lists the fields with their dashboard labels in the catalogue order, options as words', () => {
    const notice = buildLeadNotice({
      collection: 'quoteForm',
      id: 'q1',
      record: quote,
      dashboardUrl,
    });
    const lines = notice.text.split('\n').filter((line) => /^[A-Z][a-z ]+: /.test(line));
    expect(lines).toEqual([
      'Name: Tunde Bello',
      'Email: tunde@example.com',
      'Phone: +2348012345678',
      'Service type: Mobile App Development',
      'Location: Ikeja',
      'Contact method: WhatsApp',
      'Project details: An app for our shop.',
      'Date: 2026-11-25T09:00:00.000Z',
      `Open it in the dashboard: ${notice.link}`,
    ]);
    const labels = [...notice.html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Name',
      'Email',
      'Phone',
      'Service type',
      'Location',
      'Contact method',
      'Project details',
      'Date',
    ]);
    expect(notice.html).toContain('<td style="white-space:pre-wrap">WhatsApp</td>');
  });

  it('shows an epoch-millisecond time (hiring) as ISO 8601 and skips empty fields', () => {
    const notice = buildLeadNotice({
      collection: 'hiring',
      id: 'h1',
      record: {
        fullName: 'Ngozi',
        email: 'n@example.com',
        organization: '',
        timestamp: Date.UTC(2026, 10, 25, 7, 0),
      },
      dashboardUrl,
    });
    expect(notice.text).toContain('Date: 2026-11-25T07:00:00.000Z');
    expect(notice.text).not.toContain('Organization');
  });

  it('escapes HTML a visitor typed in the html part and keeps it as typed in the text part', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const notice = buildLeadNotice({
      collection: 'contactForm',
      id: 'c1',
      record: { ...contact, fullName: '<b>Eve</b>', message: hostile },
      dashboardUrl,
    });
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).not.toContain('<img');
    expect(notice.html).not.toContain('<b>Eve</b>');
    expect(notice.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(notice.html).toContain('New Contact Form from &lt;b&gt;Eve&lt;/b&gt;');
    expect(notice.text).toContain(`Message: ${hostile}`);
  });

  it('lets no CR or LF in a name reach the subject', () => {
    for (const name of [
      'Eve\r\nBcc: victim@example.com',
      'Eve\nBcc: victim@example.com',
      'Eve\rX-Evil: 1',
      'Eve\u2028Bcc: x@example.com',
    ]) {
      const notice = buildLeadNotice({
        collection: 'contactForm',
        id: 'c2',
        record: { ...contact, fullName: name },
        dashboardUrl,
      });
      expect(notice.subject).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(notice.subject.startsWith('New Contact Form from Eve ')).toBe(true);
    }
  });

  it('links to the record in /DC on its dashboard type, with a stable Message-ID', () => {
    const notice = buildLeadNotice({
      collection: 'quoteForm',
      id: '-NxYz_12',
      record: quote,
      dashboardUrl,
    });
    expect(notice.link).toBe('https://leads.example.com/DC?type=quote&lead=-NxYz_12');
    expect(notice.messageId).toBe('<lead-quoteForm--NxYz_12@leads.example.com>');
    expect(notice.html).toContain(
      '<a href="https://leads.example.com/DC?type=quote&amp;lead=-NxYz_12">',
    );
    const hiring = buildLeadNotice({ collection: 'hiring', id: 'h', record: {}, dashboardUrl });
    expect(hiring.link).toBe('https://leads.example.com/DC?type=itHiring&lead=h');
    const again = buildLeadNotice({
      collection: 'quoteForm',
      id: '-NxYz_12',
      record: quote,
      dashboardUrl,
    });
    expect(again).toEqual(notice);
  });
});

describe('buildDigest', () => {
  const notices = ['Ada', 'Bola', '<i>Chi</i>'].map((name, index) =>
    buildLeadNotice({
      collection: 'contactForm',
      id: `id${index}`,
      record: { ...contact, fullName: name },
      dashboardUrl,
    }),
  );

  it('lists every notice by its subject and link under one subject', () => {
    const digest = buildDigest(notices, dashboardUrl);
    expect(digest.subject).toBe('3 new leads');
    for (const notice of notices)
      expect(digest.text).toContain(`${notice.subject}: ${notice.link}`);
    expect(digest.html).toContain('New Contact Form from &lt;i&gt;Chi&lt;/i&gt;');
    expect(digest.html).not.toContain('<i>Chi</i>');
    expect(digest.html).toContain('href="https://leads.example.com/DC?type=contact&amp;lead=id0"');
  });

  it('has a Message-ID that is the same for the same notices and differs for others', () => {
    const digest = buildDigest(notices, dashboardUrl);
    expect(digest.messageId).toMatch(/^<digest-3-[0-9a-f]{8}@leads\.example\.com>$/);
    expect(buildDigest(notices, dashboardUrl).messageId).toBe(digest.messageId);
    expect(buildDigest(notices.slice(1), dashboardUrl).messageId).not.toBe(digest.messageId);
  });
});
