/**
 * The visitor's acknowledgement: what it says (reference, the form's promise, the company's
 * details, the visitor's choices), that nothing the visitor typed reaches it but a first name
 * reduced to letters, that every value is escaped in the HTML part, and a booking's calendar entry.
 */
import { describe, expect, it } from 'vitest';
import { acknowledgementSite } from '../../src/content/acknowledgement';
import { company, fullAddress } from '../../src/content/company';
import { formCopies } from '../../src/content/forms';
import {
  AUTO_REPLY_HEADERS,
  buildAcknowledgement,
  mailboxOf,
  firstNameOf,
  type AcknowledgementSite,
} from '../../src/lib/acknowledgement';
import { lagosTimeOf, sessionCalendar } from '../../src/lib/sessionCalendar';
import { collections, type Collection } from '../../src/records/collections';
import { referenceOf } from '../../src/records/reference';
import { storedLead } from '../support/leads';

const siteUrl = 'https://www.example.com/';
const ID = '-NxYzAbCdEfGhIjKlMnO';

const ackOf = (
  collection: Collection,
  record: Record<string, unknown>,
  site: AcknowledgementSite = acknowledgementSite,
) => buildAcknowledgement({ collection, id: ID, record, siteUrl }, site);

/** A sentence no mail of ours contains: typed into every free-text field. */
const SECRET = 'Buy cheap watches at spam dot example today';

/** Every free-text field a form has, filled with the sentence above. */
const freeText: Record<string, string> = {
  subject: SECRET,
  message: SECRET,
  projectDetails: SECRET,
  location: SECRET,
  organization: SECRET,
  organizationName: SECRET,
};

const withFreeText = (collection: Collection) => {
  const record: Record<string, unknown> = storedLead(collection);
  for (const [field, text] of Object.entries(freeText)) if (field in record) record[field] = text;
  return record;
};

describe('buildAcknowledgement', () => {
  it.each(collections)(
    '%s: names the reference, the form’s promise and the company, to the visitor',
    (collection) => {
      const ack = ackOf(collection, storedLead(collection))!;
      const reference = referenceOf(collection, ID);
      expect(ack.to).toBe('ada@example.com');
      expect(ack.subject).toContain(reference);
      expect(ack.headers).toEqual(AUTO_REPLY_HEADERS);
      expect(ack.headers['Auto-Submitted']).toBe('auto-replied');
      expect(ack.messageId).toBe(`<ack-${collection}-${ID}@www.example.com>`);
      for (const part of [ack.text, ack.html]) {
        expect(part).toContain('Hello Ada,');
        expect(part).toContain(reference);
        expect(part).toContain(formCopies[collection].followUp);
        expect(part).toContain(company.phone.display);
        expect(part).toContain(company.email);
        expect(part).toContain('Did not ask for this? Ignore this e-mail.');
      }
      expect(ack.text).toContain(fullAddress);
      expect(ack.html).toContain(`href="${company.whatsApp.href}"`);
      expect(ack.html).toContain(`href="tel:${company.phone.tel}"`);
    },
  );

  it.each(collections)('%s: carries none of the free text the visitor typed', (collection) => {
    const ack = ackOf(collection, withFreeText(collection))!;
    expect(ack.text).not.toContain('watches');
    expect(ack.html).not.toContain('watches');
    expect(ack.calendar ?? '').not.toContain('watches');
  });

  it('lists the visitor’s choices as the words of their options, and a session’s time', () => {
    const quote = ackOf('quoteForm', storedLead('quoteForm', { contactMethod: 'whatsapp' }))!;
    expect(quote.text).toContain('Service type: Web Development');
    expect(quote.text).toContain('Contact method: WhatsApp');
    const hiring = ackOf('hiring', storedLead('hiring'))!;
    expect(hiring.text).toMatch(/Project type: .+\nDeveloper type: .+\nProject duration: .+/);
    const booking = ackOf(
      'bookSession',
      storedLead('bookSession', { sessionDate: '2030-03-04', sessionTime: '14:30' }),
    )!;
    expect(booking.text).toContain('Course: Web Development');
    expect(booking.text).toContain('Preferred date: Monday 4 March 2030');
    expect(booking.text).toContain('Preferred time: 2:30 PM Lagos time (WAT)');
  });

  it('shows a stored value that is not one of the options not at all', () => {
    const record = { ...storedLead('training'), course: '<script>alert(1)</script>' };
    const ack = ackOf('training', record)!;
    expect(ack.text).not.toContain('Course:');
    expect(ack.html).not.toContain('script');
  });

  it('keeps of the name only the first word, in letters, hyphens and apostrophes, at most 40', () => {
    expect(firstNameOf({ fullName: 'Ada Obi' })).toBe('Ada');
    expect(firstNameOf({ name: "Ngozi-Adaeze O'Neil" })).toBe('Ngozi-Adaeze');
    expect(firstNameOf({ fullName: "D'Angelo" })).toBe("D'Angelo");
    expect(firstNameOf({ fullName: 'Chídí Eze' })).toBe('Chídí');
    expect(firstNameOf({ fullName: '<script>alert(1)</script>' })).toBe('scriptalertscript');
    expect(firstNameOf({ fullName: 'http://spam.example/x' })).toBe('httpspamexamplex');
    expect(firstNameOf({ fullName: 'A'.repeat(60) })).toHaveLength(40);
    expect(firstNameOf({ fullName: '12345 Ada' })).toBe('');
    // Look-alike letters fold to plain ones; a cut never halves a character.
    expect(firstNameOf({ fullName: '\u{1D400}\u{1D41D}\u{1D41A} Obi' })).toBe('Ada');
    expect(firstNameOf({ fullName: '\u{10400}'.repeat(50) })).toBe('\u{10400}'.repeat(40));
    const ack = ackOf('contactForm', storedLead('contactForm', { fullName: '1234' }))!;
    expect(ack.text.startsWith('Hello,\n')).toBe(true);
  });

  it('escapes every value in the HTML part: the name, the options, the site’s own details', () => {
    const hostileSite: AcknowledgementSite = {
      ...acknowledgementSite,
      company: {
        ...acknowledgementSite.company,
        name: 'Smith & Sons <script>x</script>',
        address: '1 "Quoted" Road & <b>Co</b>',
        phone: '+234 800 <i>0</i>',
        email: 'a&b@example.com',
      },
      followUp: { ...acknowledgementSite.followUp, contactForm: 'We reply <soon> & "fast"' },
    };
    const ack = ackOf(
      'contactForm',
      storedLead('contactForm', { fullName: "O'Neil" }),
      hostileSite,
    )!;
    expect(ack.html).not.toMatch(/<(script|b|i|soon)>/);
    expect(ack.html).toContain('Smith &amp; Sons &lt;script&gt;x&lt;/script&gt;');
    expect(ack.html).toContain('1 &quot;Quoted&quot; Road &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(ack.html).toContain('We reply &lt;soon&gt; &amp; &quot;fast&quot;');
    expect(ack.html).toContain('Hello O&#39;Neil,');
    expect(ack.text).toContain("Hello O'Neil,");
  });

  it('writes to one plain address only, or not at all', () => {
    for (const email of ['a@example.com, b@example.com', 'Eve <e@example.com>', 'x', ''])
      expect(ackOf('contactForm', { ...storedLead('contactForm'), email })).toBeUndefined();
    const ack = ackOf('contactForm', { ...storedLead('contactForm'), email: ' Ada@Example.com ' });
    expect(ack?.to).toBe('ada@example.com');
  });
});

describe('the calendar entry of a booked session', () => {
  const record = storedLead('bookSession', { sessionDate: '2030-03-04', sessionTime: '14:30' });

  it('starts at the chosen date and time in Lagos, tentative, at the company’s address', () => {
    const ack = ackOf('bookSession', record)!;
    const ics = ack.calendar!;
    const reference = referenceOf('bookSession', ID);
    // 14:30 in Lagos (UTC+1) is 13:30 UTC.
    expect(ics).toContain('DTSTART:20300304T133000Z');
    expect(ics).toContain('STATUS:TENTATIVE');
    expect(ics).toContain('DURATION:PT45M');
    expect(ics).toContain(`UID:${reference}@www.example.com`);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`LOCATION:${fullAddress.replace(/,/g, '\\,')}`);
    expect(unfolded).toContain(company.phone.display);
    expect(ack.text).toContain('tentative');
  });

  it('is the same file the receipt offers, and none for other forms or unreadable times', () => {
    const place = {
      name: company.name,
      address: fullAddress,
      phone: company.phone.display,
      host: 'www.example.com',
      durationMinutes: acknowledgementSite.sessionMinutes,
    };
    const reference = referenceOf('bookSession', ID);
    const strip = (ics: string) => ics.replace(/DTSTAMP:\S+/, '');
    expect(strip(sessionCalendar(record, reference, place)!)).toBe(
      strip(ackOf('bookSession', record)!.calendar!),
    );
    expect(ackOf('training', storedLead('training'))!.calendar).toBeUndefined();
    expect(sessionCalendar({ ...record, sessionDate: '2030-02-30' }, reference, place)).toBe(
      undefined,
    );
    expect(sessionCalendar({ ...record, sessionTime: '25:00' }, reference, place)).toBe(undefined);
  });

  it('reads a date and time as Lagos time (UTC+1, no daylight saving)', () => {
    expect(lagosTimeOf('2030-07-01', '09:00')).toBe(Date.UTC(2030, 6, 1, 8, 0));
    expect(lagosTimeOf('2030-01-01', '00:15')).toBe(Date.UTC(2029, 11, 31, 23, 15));
  });
});

describe('the mailbox the daily count keys', () => {
  it('is one for every spelling of one mailbox, and two for two', () => {
    for (const spelling of ['ada@gmail.com', 'A.da@Gmail.com', 'ada+leads@googlemail.com']) {
      expect(mailboxOf(spelling)).toBe('ada@gmail.com');
    }
    expect(mailboxOf('Ada.Obi+x@Company.ng')).toBe('ada.obi@company.ng');
    expect(mailboxOf('ada.obi@company.ng')).not.toBe(mailboxOf('adaobi@company.ng'));
  });
});
