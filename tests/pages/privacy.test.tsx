/** The privacy notice says which forms ask for consent to news, and what is kept of the answer. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { renderPath } from './services.support';

describe('Privacy notice', () => {
  it('names the news box, the two forms that offer it, and that the answer and its time are kept', async () => {
    await renderPath(paths.privacy);
    const sentence = screen.getByText(/Send me news about courses and events/);
    expect(sentence).toHaveTextContent(
      'The Course enrolment form and the Talent request form also offer an optional box, "Send me news about courses and events", which starts unticked.',
    );
    expect(sentence).toHaveTextContent('we keep your answer and the time you gave it');
  });
});
