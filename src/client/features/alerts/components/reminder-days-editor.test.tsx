import { render, screen } from '@tests/support/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ReminderDaysEditor } from './reminder-days-editor';

/** The editor with the days held as the alert settings form holds them. */
function renderEditor(initial: number[], error?: string) {
  const changes = vi.fn<(days: number[]) => void>();
  function Holder() {
    const [days, setDays] = useState(initial);
    return (
      <ReminderDaysEditor
        days={days}
        error={error}
        onChange={(next) => {
          changes(next);
          setDays(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { changes, user: userEvent.setup() };
}

const shownDays = () => screen.queryAllByTestId('reminder-day').map((day) => day.textContent);
const input = () => screen.getByLabelText('Add a reminder (days before renewal)');
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

async function add(user: ReturnType<typeof userEvent.setup>, typed: string) {
  await user.clear(input());
  if (typed) await user.type(input(), typed);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the reminder days editor', () => {
  it('shows a badge per day, "1 day" for one', () => {
    renderEditor([30, 14, 7, 1]);
    expect(shownDays()).toEqual(['30 days', '14 days', '7 days', '1 day']);
    expect(screen.getByRole('button', { name: 'Remove 1 day' })).toBeInTheDocument();
    expect(screen.getByText('From 1 to 365 days; up to 10 reminders.')).toBeInTheDocument();
  });

  it('takes 1 and 365, and refuses 0, 366, fractions, words and nothing', async () => {
    const { changes, user } = renderEditor([30]);
    for (const refused of ['0', '366', '2.5', 'ten', '']) {
      await add(user, refused);
      expect(alertText(), refused || 'nothing').toBe('Enter a number of days from 1 to 365');
      expect(input().getAttribute('aria-invalid')).toBe('true');
    }
    expect(changes).not.toHaveBeenCalled();

    await add(user, '1');
    await add(user, '365');
    expect(alertText()).toBeNull();
    expect(shownDays()).toEqual(['365 days', '30 days', '1 day']);
    expect(changes.mock.lastCall![0]).toEqual([365, 30, 1]);
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('refuses a day already in the schedule', async () => {
    const { changes, user } = renderEditor([30, 7]);
    await add(user, '7');
    expect(alertText()).toBe('7 days is already in the schedule');
    await add(user, ' 30 ');
    expect(alertText()).toBe('30 days is already in the schedule');
    expect(changes).not.toHaveBeenCalled();
  });

  it('takes a tenth day and refuses an eleventh', async () => {
    const nine = [90, 60, 45, 30, 21, 14, 7, 3, 2];
    const { changes, user } = renderEditor(nine);
    await add(user, '1');
    expect(shownDays()).toHaveLength(10);
    await add(user, '120');
    expect(alertText()).toBe('At most 10 reminder days');
    expect(shownDays()).toHaveLength(10);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('clears the error as the owner types again', async () => {
    const { user } = renderEditor([30]);
    await add(user, '0');
    expect(alertText()).not.toBeNull();
    await user.type(input(), '5');
    expect(alertText()).toBeNull();
  });

  it('removes a day, and asks for one when none is left', async () => {
    const { changes, user } = renderEditor([14, 1]);
    await user.click(screen.getByRole('button', { name: 'Remove 14 days' }));
    expect(changes.mock.lastCall![0]).toEqual([1]);
    expect(alertText()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove 1 day' }));
    expect(shownDays()).toEqual([]);
    expect(alertText()).toBe('Choose at least one reminder day');
  });

  it('shows the error the form gives it', () => {
    renderEditor([7], 'Reminder days must be between 1 and 365');
    expect(alertText()).toBe('Reminder days must be between 1 and 365');
  });
});
