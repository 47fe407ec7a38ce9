/**
 * The staff notice for a new lead: what the subject says, which fields it lists and how, that a
 * visitor's text can inject neither markup nor headers, the link into `/DC`, and the digest.
 */
import { describe, expect, it } from 'vitest';
import { buildDigest, buildLeadNotice } from '../../src/lib/leadNotice';
import { dashboardTypes, type Collection } from '../../src/records/collections';
import { referenceOf } from '../../src/records/reference';
import { submittedLead } from '../support/leads';

const dashboardUrl = 'https://leads.example.com/';

const noticeOf = (collection: Collection, id: string, record: Record<string, unknown>) =>
  buildLeadNotice({ collection, id, record, dashboardUrl });

const contact = submittedLead(
  'contactForm',
  { phoneNumber: '+234 801 234 5678', message: 'Please call me.' },
  new Date('2026-11-25T08:30:00.000Z'),
);

const quote = submittedLead(
  'quoteForm',
  {
    fullName: 'Tunde Bello',
    email: 'tunde@example.com',
    serviceType: 'mobile-app',
    location: 'Ikeja',
    contactMethod: 'whatsapp',
    projectDetails: 'An app for our shop.',
  },
  new Date('2026-11-25T09:00:00.000Z'),
);

describe('buildLeadNotice', () => {
  it.each(dashboardTypes)('names the form as the dashboard does: $label', (type) => {
    const notice = noticeOf(type.collection, '-Nabc', { fullName: 'Ada Obi' });
    expect(notice.subject).toBe(`New ${type.label} from Ada Obi`);
  });

  it('reads the name under its older stored name too, and says "someone" without one', () => {
    const older = noticeOf('contactForm', 'a', { name: 'Chidi Eze' });
    expect(older.subject).toBe('New Contact Form from Chidi Eze');
    const nameless = noticeOf('quoteForm', 'b', { fullName: ' ', email: 'x@example.com' });
    expect(nameless.subject).toBe('New Quote from someone');
  });

  it('lists the fields with their dashboard labels in the catalogue order, options as words', () => {
    const notice = noticeOf('quoteForm', 'q1', quote);
    const lines = notice.text.split('\n').filter((line) => /^[A-Z][a-z ]+: /.test(line));
    expect(lines).toEqual([
      `Reference: ${referenceOf('quoteForm', 'q1')}`,
      'Name: Tunde Bello',
      'Email: tunde@example.com',
      'Phone: +2348012345678',
      'Service type: Mobile App Development',
      'Location: Ikeja',
      'Contact method: WhatsApp',
      'Project details: An app for our shop.',
      'Date: 25 Nov 2026, 10:00 WAT',
      'Call: tel:+2348012345678',
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
    expect(notice.text).toContain('WhatsApp: https://wa.me/2348012345678');
    expect(notice.html).toContain('<td style="white-space:pre-wrap">WhatsApp</td>');
  });

  it('shows an epoch-millisecond time (hiring) in Lagos time and skips empty fields', () => {
    const notice = noticeOf('hiring', 'h1', {
      fullName: 'Ngozi',
      email: 'n@example.com',
      organization: '',
      timestamp: Date.UTC(2026, 10, 25, 7, 0),
    });
    expect(notice.text).toContain('Date: 25 Nov 2026, 08:00 WAT');
    expect(notice.text).not.toContain('2026-11-25T07:00');
    expect(notice.text).not.toContain('Organization');
  });

  it('answers to the visitor: Reply-To is their address, and a bad address gives none', () => {
    expect(noticeOf('quoteForm', 'q1', quote).replyTo).toBe('tunde@example.com');
    expect(noticeOf('quoteForm', 'q1', { ...quote, email: ' Tunde@Example.COM ' }).replyTo).toBe(
      'tunde@example.com',
    );
    for (const email of ['a@example.com, b@example.com', 'Eve <e@example.com>', 'no-at-sign', ''])
      expect(noticeOf('quoteForm', 'q1', { ...quote, email }).replyTo).toBeUndefined();
  });

  it('names the reference and links a Nigerian number to a call and to WhatsApp, +234 first', () => {
    const notice = noticeOf('bookSession', '-NxYzAbCdEfGhIjKlMnO', {
      fullName: 'Ada Obi',
      phoneNumber: '08031234567',
    });
    const reference = referenceOf('bookSession', '-NxYzAbCdEfGhIjKlMnO');
    expect(notice.reference).toBe(reference);
    expect(notice.text.split('\n')[1]).toBe(`Reference: ${reference}`);
    expect(notice.text).toContain('Call: tel:+2348031234567');
    expect(notice.text).toContain('WhatsApp: https://wa.me/2348031234567');
    expect(notice.html).toContain(`<strong>${reference}</strong>`);
    expect(notice.html).toContain('<a href="tel:+2348031234567">Call</a>');
    expect(notice.html).toContain('<a href="https://wa.me/2348031234567">WhatsApp</a>');
    const abroad = noticeOf('hiring', 'h', { name: 'Ada', phone: '+447700900123' });
    expect(abroad.text).toContain('Call: tel:+447700900123');
    expect(noticeOf('hiring', 'h', { name: 'Ada' }).text).not.toContain('Call:');
  });

  it('escapes HTML a visitor typed in the html part and keeps it as typed in the text part', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const notice = noticeOf('contactForm', 'c1', {
      ...contact,
      fullName: '<b>Eve</b>',
      message: hostile,
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
      const notice = noticeOf('contactForm', 'c2', { ...contact, fullName: name });
      expect(notice.subject).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(notice.subject.startsWith('New Contact Form from Eve ')).toBe(true);
    }
  });

  it('links to the record in /DC on its dashboard type, with a stable Message-ID', () => {
    const notice = noticeOf('quoteForm', '-NxYz_12', quote);
    expect(notice.link).toBe('https://leads.example.com/DC?type=quote&lead=-NxYz_12');
    expect(notice.messageId).toBe('<lead-quoteForm--NxYz_12@leads.example.com>');
    expect(notice.html).toContain(
      '<a href="https://leads.example.com/DC?type=quote&amp;lead=-NxYz_12">',
    );
    const hiring = noticeOf('hiring', 'h', {});
    expect(hiring.link).toBe('https://leads.example.com/DC?type=itHiring&lead=h');
    const again = noticeOf('quoteForm', '-NxYz_12', quote);
    expect(again).toEqual(notice);
  });
});

describe('buildDigest', () => {
  const notices = ['Ada', 'Bola', '<i>Chi</i>'].map((name, index) =>
    noticeOf('contactForm', `id${index}`, { ...contact, fullName: name }),
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
