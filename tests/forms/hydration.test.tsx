/** The forms are prerendered: the served HTML must hydrate cleanly and keep what a visitor typed. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import { BookSessionForm, HiringForm, TrainingForm } from '../../src/features/forms';

afterEach(() => {
  document.body.innerHTML = '';
});

function serve(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

const hydrate = (container: HTMLElement, ui: ReactElement) =>
  render(ui, { container, hydrate: true });

test('the served HTML shows the preselected choice and a disabled button before any code runs', () => {
  serve(<TrainingForm course="cyber-security" />);
  expect(screen.getByLabelText('Course')).toHaveValue('cyber-security');
  expect(screen.getByRole('button', { name: 'Submit Enrollment' })).toBeDisabled();
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

test('hydrates without a mismatch (console errors fail the test) and sets the earliest session date after', async () => {
  const container = serve(<BookSessionForm />);
  expect(screen.getByLabelText('Preferred Session Date')).not.toHaveAttribute('min');
  hydrate(container, <BookSessionForm />);
  expect(screen.getByLabelText('Preferred Session Date')).toHaveAttribute(
    'min',
    expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  );
});

test('what a visitor typed and chose before hydration is kept, validated and sent-ready', async () => {
  const ui = <HiringForm developerType="node" />;
  const container = serve(ui);
  (screen.getByLabelText('Name') as HTMLInputElement).value = 'Kemi Lawal';
  (screen.getByLabelText('Email') as HTMLInputElement).value = 'kemi@';
  (screen.getByLabelText('Project Type') as HTMLSelectElement).value = 'mobileApp';
  hydrate(container, ui);

  expect(screen.getByLabelText('Name')).toHaveValue('Kemi Lawal');
  expect(screen.getByLabelText('Project Type')).toHaveValue('mobileApp');
  expect(screen.getByLabelText('Developer Type')).toHaveValue('node');
  // A field the visitor already left invalid says so; untouched ones stay quiet.
  await waitFor(() =>
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email'),
  );
  expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');

  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'example.com');
  await user.type(screen.getByLabelText('Phone Number'), '08021234567');
  await user.selectOptions(screen.getByLabelText('Project Duration'), 'ongoing');
  await user.type(screen.getByLabelText('Message'), 'A mobile team for our logistics app.');
  expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();
});

test('the news box is served unticked, and a tick made before hydration is kept', () => {
  const ui = <TrainingForm course="cyber-security" />;
  const container = serve(ui);
  const box = screen.getByRole('checkbox', { name: 'Send me news about courses and events' });
  expect(box).not.toBeChecked();
  (box as HTMLInputElement).checked = true;
  hydrate(container, ui);
  expect(
    screen.getByRole('checkbox', { name: 'Send me news about courses and events' }),
  ).toBeChecked();
});
