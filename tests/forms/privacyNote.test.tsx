/** Every enquiry form says, under its submit button, what the details are for and links to /privacy. */
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { formCases, renderCase } from './support';

describe.each(formCases)('$title form', (formCase) => {
  test('links to the privacy notice from under its submit button', () => {
    renderCase(formCase);
    const link = screen.getByRole('link', { name: 'See how we handle your data.' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link.parentElement).toHaveTextContent(
      'We use these details only to answer your enquiry. See how we handle your data.',
    );
    const submit = screen.getByRole('button', { name: formCase.submit });
    // After the button in the document: the note reads as part of sending.
    expect(submit.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
