/**
 * The forms are prerendered (decision 0051): the served HTML works as a form before its code, and
 * the code, once it comes, takes the form as the visitor left it.
 */
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { BookSessionForm, ContactForm, HiringForm, TrainingForm } from '../../src/features/forms';
import { liveForm } from '../../src/features/forms/live/liveForm';
import { TOUCHED } from '../../src/lib/touchedFields';
import { renderLive, until } from './support';

/** The served form, its code not yet come. */
const serve = (ui: Parameters<typeof renderLive>[0]) => renderLive(ui, { live: false });

const goLive = (container: HTMLElement) => container.querySelectorAll('form').forEach(liveForm);

test('the served HTML shows the preselected choice and a disabled button before any code runs', () => {
  serve(<TrainingForm course="cyber-security" />);
  expect(screen.getByLabelText('Course')).toHaveValue('cyber-security');
  expect(screen.getByRole('button', { name: 'Submit Enrollment' })).toBeDisabled();
  expect(screen.getByLabelText('Name')).toHaveValue('');
});

test('the earliest session date is set once the code has come (the served HTML cannot know today)', () => {
  const { container } = serve(<BookSessionForm />);
  expect(screen.getByLabelText('Preferred Session Date')).not.toHaveAttribute('min');
  goLive(container);
  expect(screen.getByLabelText('Preferred Session Date')).toHaveAttribute(
    'min',
    expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  );
});

test('what a visitor typed, chose and left before the code came is kept, validated and sent-ready', async () => {
  const { container, user } = serve(<HiringForm developerType="node" />);
  (screen.getByLabelText('Name') as HTMLInputElement).value = 'Kemi Lawal';
  const email = screen.getByLabelText('Email') as HTMLInputElement;
  email.value = 'kemi@';
  // Left, as the visit's script marks it (src/lib/touchedFields.ts).
  email.setAttribute(TOUCHED, '');
  (screen.getByLabelText('Project Type') as HTMLSelectElement).value = 'mobileApp';
  goLive(container);

  expect(screen.getByLabelText('Name')).toHaveValue('Kemi Lawal');
  expect(screen.getByLabelText('Project Type')).toHaveValue('mobileApp');
  expect(screen.getByLabelText('Developer Type')).toHaveValue('node');
  // A field the visitor already left invalid says so; untouched ones stay quiet.
  await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email'));
  expect(screen.getByLabelText('Phone Number')).not.toHaveAttribute('aria-invalid');

  await user.type(email, 'example.com');
  await user.type(screen.getByLabelText('Phone Number'), '08021234567');
  await user.selectOptions(screen.getByLabelText('Project Duration'), 'ongoing');
  await user.type(screen.getByLabelText('Message'), 'A mobile team for our logistics app.');
  expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeEnabled();
});

test('the news box is served unticked, and a tick made before the code came is kept', () => {
  const { container } = serve(<TrainingForm course="cyber-security" />);
  const box = screen.getByRole('checkbox', { name: 'Send me news about courses and events' });
  expect(box).not.toBeChecked();
  (box as HTMLInputElement).checked = true;
  goLive(container);
  expect(
    screen.getByRole('checkbox', { name: 'Send me news about courses and events' }),
  ).toBeChecked();
});

test('a key that changes no message leaves the form as it is (each write would be restyled)', async () => {
  const { container, user } = renderLive(<ContactForm />);
  const name = screen.getByLabelText('Full Name');
  await user.type(name, 'A');
  const stillNeeded = screen.getByText(/^Still needed:/);
  const changes: MutationRecord[] = [];
  const observer = new MutationObserver((records) => changes.push(...records));
  observer.observe(container, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  let checks = 0;
  name.addEventListener('input', () => setTimeout(() => (checks += 1)));

  await user.type(name, 'daeze');
  await until(() => checks === 5);
  observer.disconnect();

  expect(
    changes.map(
      ({ type, attributeName, target }) => `${type} ${attributeName ?? ''} on ${target.nodeName}`,
    ),
  ).toEqual([]);
  expect(stillNeeded).toHaveTextContent('Still needed: Email, Phone Number');
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled();
});
