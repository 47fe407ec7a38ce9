import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from '../../src/components/ui/Accordion';

const items: AccordionItem[] = [
  { id: 'company', title: 'About the company', content: <p>We are a Lagos team.</p> },
  { id: 'full-stack', title: 'Full-stack training', content: <p>Angular and Node.js.</p> },
  { id: 'share', title: 'Share with your network', content: <p>Tell a friend.</p> },
];

/** An item's toggle: the summary holding its heading. */
const toggle = (title: string) => screen.getByRole('heading', { name: title }).closest('summary')!;
const details = (title: string) => toggle(title).closest('details')!;

// One open at a time (the details' shared name) is the browser's: e2e/home.spec.ts holds it.
describe('Accordion', () => {
  it('starts with every panel closed, yet every panel is in the prerendered HTML', () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html).toContain('We are a Lagos team.');
    expect(html).toContain('Angular and Node.js.');
    expect(html).not.toContain(' open');

    render(<Accordion items={items} />);
    for (const item of items) expect(details(item.title).open).toBe(false);
    expect(screen.getByText('We are a Lagos team.')).not.toBeVisible();
  });

  it('is one group of details, each toggled by a summary that holds its heading', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={3} />);
    const names = new Set(items.map((item) => details(item.title).getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);

    await user.click(toggle('Full-stack training'));
    expect(details('Full-stack training').open).toBe(true);
    expect(screen.getByText('Angular and Node.js.')).toBeVisible();
    await user.click(toggle('Full-stack training'));
    expect(details('Full-stack training').open).toBe(false);
  });

  it('can start with one panel open, in the HTML too', () => {
    const html = renderToString(<Accordion items={items} defaultOpenId="share" />);
    expect(html.match(/<details[^>]* open=""/g)).toHaveLength(1);
    render(<Accordion items={items} defaultOpenId="share" />);
    expect(details('Share with your network').open).toBe(true);
    expect(screen.getByText('Tell a friend.')).toBeVisible();
  });
});
