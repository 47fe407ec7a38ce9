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

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts with every panel closed, yet every panel is in the prerendered HTML', () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html).toContain('We are a Lagos team.');
    expect(html).toContain('Angular and Node.js.');

    render(<Accordion items={items} />);
    for (const item of items) {
      expect(button(item.title)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('We are a Lagos team.')).not.toBeVisible();
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens one panel at a time, and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);

    await user.click(button('About the company'));
    expect(button('About the company')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'About the company' })).toHaveTextContent(
      'We are a Lagos team.',
    );
    expect(screen.getByText('We are a Lagos team.')).toBeVisible();

    await user.click(button('Full-stack training'));
    expect(button('Full-stack training')).toHaveAttribute('aria-expanded', 'true');
    expect(button('About the company')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('We are a Lagos team.')).not.toBeVisible();
    expect(screen.getByText('Angular and Node.js.')).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(button('Full-stack training'));
    for (const item of items) {
      expect(button(item.title)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('works from the keyboard, and each button controls its own panel inside a heading', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={3} />);
    await user.tab();
    await user.tab();
    expect(button('Full-stack training')).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('region', { name: 'Full-stack training' });
    expect(button('Full-stack training')).toHaveAttribute('aria-controls', panel.id);
    await user.keyboard(' ');
    expect(button('Full-stack training')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('can start with one panel open', () => {
    render(<Accordion items={items} defaultOpenId="share" />);
    expect(button('Share with your network')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Tell a friend.')).toBeVisible();
  });
});
