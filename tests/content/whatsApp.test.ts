/**
 * The WhatsApp links away from the footer (src/content/whatsApp.ts): each opens a chat with the
 * configured number, its first line typed in for the visitor and naming the page or course.
 */
import { describe, expect, it } from 'vitest';
import { company, describeCompany, siteConfig } from '../../src/content/company';
import { courseSlugs, loadTrainingCourse } from '../../src/content/training';
import { whatsAppFirstLine, whatsAppHeaderLink, whatsAppPrompt } from '../../src/content/whatsApp';
import { filledIn } from './company.fixtures';

/** What WhatsApp reads from a link: the number it chats with and the first line. */
const chatOf = (href: string) => {
  const url = new URL(href);
  return { origin: url.origin, number: url.pathname.slice(1), text: url.searchParams.get('text') };
};

describe('a chat with a first line', () => {
  it('goes to the configured number, with the line encoded so that WhatsApp reads it back whole', () => {
    const { whatsApp } = describeCompany(filledIn(siteConfig)).company;
    const line = "Hello, I'm interested in C# & .NET? 100% #1 — “yes” 🙂";
    const href = whatsApp.withText(line);
    expect(href.startsWith('https://wa.me/2348035550102?text=')).toBe(true);
    // A raw space, `#` or `&` would end the line early (or the link).
    expect(href.slice(href.indexOf('?text=') + 6)).not.toMatch(/[ #&?]/);
    expect(chatOf(href)).toEqual({
      origin: 'https://wa.me',
      number: '2348035550102',
      text: line,
    });
  });
});

describe('the first lines', () => {
  it('name the course: "Hello, I\'m interested in the Cyber Security course."', async () => {
    const course = await loadTrainingCourse('cyber-security');
    expect(whatsAppFirstLine.course(course.name)).toBe(
      "Hello, I'm interested in the Cyber Security course.",
    );
  });

  it('differ for every course, each naming its own', async () => {
    const lines = await Promise.all(
      courseSlugs.map(async (slug) => {
        const course = await loadTrainingCourse(slug);
        const line = whatsAppFirstLine.course(course.name);
        expect(line).toContain(course.name);
        return line;
      }),
    );
    expect(new Set(lines).size).toBe(courseSlugs.length);
  });

  it('differ for every form page and name its offer', () => {
    const lines = [
      whatsAppFirstLine.contact,
      whatsAppFirstLine.quote,
      whatsAppFirstLine.booking,
      whatsAppFirstLine.developers('ReactJS'),
      whatsAppFirstLine.consulting,
      whatsAppFirstLine.talent,
      whatsAppFirstLine.staffing,
    ];
    expect(new Set(lines).size).toBe(lines.length);
    expect(whatsAppFirstLine.developers('ReactJS')).toBe(
      "Hello, I'm interested in hiring ReactJS developers.",
    );
    expect(whatsAppFirstLine.contact).toContain(company.shortName);
    for (const line of lines) expect(line.length).toBeLessThan(80);
  });
});

describe('the links', () => {
  it('"Prefer WhatsApp?" opens the company\'s chat with the given line, in a new tab', () => {
    const prompt = whatsAppPrompt(whatsAppFirstLine.booking);
    expect(prompt.question).toBe('Prefer WhatsApp?');
    expect(prompt.action).toBe('Chat with us on WhatsApp');
    expect(prompt.newTab).toBe('(opens in a new tab)');
    expect(prompt.href.startsWith(`${company.whatsApp.href}?text=`)).toBe(true);
    expect(chatOf(prompt.href).text).toBe("Hello, I'm interested in booking a session.");
  });

  it("the header's names the page the visitor is on by its title", () => {
    const link = whatsAppHeaderLink('Contact us');
    expect(link.question).toBeUndefined();
    expect(chatOf(link.href).text).toBe("Hello, I'm writing from your page “Contact us”.");
  });
});
