/** Preselection: the hiring form on a hire-developer page and the enrolment form on a course page. */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { HiringForm, TrainingForm } from '../../src/features/forms';
import { acceptedRecords, clearRecorded } from '../msw/handlers.support';
import { fakeTimeouts, renderLive, until } from './support';

beforeEach(() => clearRecorded());
afterEach(() => vi.useRealTimers());

test.each(['angular', 'react', 'python', 'node', 'laravel'] as const)(
  'the hiring form on the %s page starts with that developer type, sends it, and keeps it after the reset',
  async (developerType) => {
    const { user } = renderLive(<HiringForm developerType={developerType} />);
    const select = screen.getByLabelText('Developer Type');
    expect(select).toHaveValue(developerType);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Developer Type is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Kemi Lawal');
    await user.type(screen.getByLabelText('Email'), 'kemi@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '08021234567');
    await user.selectOptions(screen.getByLabelText('Project Type'), 'webDevelopment');
    await user.selectOptions(screen.getByLabelText('Project Duration'), 'shortTerm');
    await user.type(screen.getByLabelText('Message'), 'One developer for three months.');
    fakeTimeouts();
    await act(async () => screen.getByRole('button', { name: 'Submit Enquiry' }).click());
    await until(() => screen.queryByText('Form submitted successfully!') !== null);
    expect(acceptedRecords[0]!.record).toMatchObject({ developerType });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Form submitted successfully!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Developer Type')).toHaveValue(developerType);
  },
);

test.each(['web-development', 'mobile-app', 'cyber-security', 'data-analysis', 'ui-ux'] as const)(
  'the enrolment form on the %s page starts with that course, sends it, and keeps it after the reset',
  async (course) => {
    const { user } = renderLive(<TrainingForm course={course} />);
    expect(screen.getByLabelText('Course')).toHaveValue(course);

    await user.type(screen.getByLabelText('Name'), 'Ifeoma Okeke');
    await user.type(screen.getByLabelText('Email'), 'ifeoma@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '08121234567');
    const button = screen.getByRole('button', { name: 'Submit Enrollment' });
    expect(button).toBeEnabled();
    fakeTimeouts();
    await act(async () => button.click());
    await until(() => screen.queryByText('Form submitted successfully!') !== null);
    expect(acceptedRecords[0]!.record).toMatchObject({ course, message: '' });
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Course')).toHaveValue(course);
  },
);
