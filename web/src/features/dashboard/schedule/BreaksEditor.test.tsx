import { withBreakOnDays } from '@barbershop/core/closures';
import type { WeeklyBreak } from '@barbershop/core/model';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreakFields } from '../../../lib/firestore/shopWrites';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { BreaksEditor } from './BreaksEditor';

// The barber's document is written straight to Firestore: mocked at the lib boundary, and each
// change applied to a stored week to see what it would save.
const writes = vi.hoisted(() => ({ changeBarberBreaks: vi.fn() }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ changeBarberBreaks: writes.changeBarberBreaks }));

let stored: BreakFields;
beforeEach(() => {
  stored = { weeklyBreaks: [], skippedBreaks: [] };
  writes.changeBarberBreaks.mockReset().mockImplementation(async (_shop, _barber, change: (s: BreakFields) => BreakFields) => {
    stored = { ...stored, ...change(stored) };
  });
});

const renderEditor = (breaks: WeeklyBreak[] = []) =>
  render(
    withQueryClient(
      <ToastProvider>
        <BreaksEditor shopId="s1" barberId="b1" breaks={breaks} />
      </ToastProvider>,
    ),
  );

describe('weekly breaks editor', () => {
  it('adds a lunch break on Monday to Friday (the days it starts with) to the stored week', async () => {
    renderEditor();
    const user = userEvent.setup();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      expect(screen.getByRole('button', { name: day })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Saturday' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.change(screen.getByLabelText('Break start'), { target: { value: '13:00' } });
    fireEvent.change(screen.getByLabelText('Break end'), { target: { value: '13:30' } });
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    expect(await screen.findByText('Break added')).toBeInTheDocument();
    expect(writes.changeBarberBreaks).toHaveBeenCalledWith('s1', 'b1', expect.any(Function));
    expect(stored.weeklyBreaks).toEqual(withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30'));
  });

  it('adds a break on the days chosen only', async () => {
    renderEditor();
    const user = userEvent.setup();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday']) await user.click(screen.getByRole('button', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Saturday' }));
    fireEvent.change(screen.getByLabelText('Break start'), { target: { value: '11:00' } });
    fireEvent.change(screen.getByLabelText('Break end'), { target: { value: '11:15' } });
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    await screen.findByText('Break added');
    expect(stored.weeklyBreaks).toEqual(withBreakOnDays([], [5, 6], '11:00', '11:15'));
  });

  it("shows the schema's messages and saves nothing while the break is not valid", async () => {
    renderEditor();
    const user = userEvent.setup();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(screen.getByRole('button', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    await waitFor(() => expect(screen.getByText('Start time is required')).toBeInTheDocument());
    expect(screen.getByText('End time is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one day')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    fireEvent.change(screen.getByLabelText('Break start'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Break end'), { target: { value: '13:00' } });
    await user.click(screen.getByRole('button', { name: 'Add Break' }));
    await waitFor(() => expect(screen.getByText('A break must end after it starts')).toBeInTheDocument());
    expect(writes.changeBarberBreaks).not.toHaveBeenCalled();
  });

  it("lists each weekday's breaks and removes one weekday's series only", async () => {
    const lunch = withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30');
    stored = { weeklyBreaks: lunch, skippedBreaks: [] };
    renderEditor(lunch);
    expect(within(screen.getByLabelText('Tuesday breaks')).getByText('13:00–13:30')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Saturday breaks')).getByText('No breaks')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the Wednesday break 13:00–13:30' }));
    expect(await screen.findByText('Break removed')).toBeInTheDocument();
    expect(stored.weeklyBreaks?.map((b) => b.dayOfWeek)).toEqual([1, 2, 4, 5]);
  });
});
