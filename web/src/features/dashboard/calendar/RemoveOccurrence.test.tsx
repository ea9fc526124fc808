import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withBreakOnDays } from '@barbershop/core/closures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BreakFields } from '../../../lib/firestore/shopWrites';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { RemoveOccurrence } from './RemoveOccurrence';
import type { Occurrence } from './RemoveOccurrenceDialog';

const writes = vi.hoisted(() => ({ changeBarberBreaks: vi.fn() }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ changeBarberBreaks: writes.changeBarberBreaks }));

const today = '2026-11-24';
const lunch = withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30');
let stored: BreakFields;
let calls: { url: string; method: string; body: unknown }[];
beforeEach(() => {
  stored = { weeklyBreaks: lunch, skippedBreaks: ['2026-11-01 13:00'] };
  writes.changeBarberBreaks.mockReset().mockImplementation(async (_shop, _barber, change: (s: BreakFields) => BreakFields) => {
    stored = { ...stored, ...change(stored) };
  });
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ url: String(input), method: String(init?.method), body: init?.body ? JSON.parse(String(init.body)) : null });
    return init?.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json([]);
  });
});
afterEach(() => vi.restoreAllMocks());

const onClose = vi.fn();
function renderFor(occurrence: Occurrence) {
  onClose.mockReset();
  render(
    withQueryClient(
      <ToastProvider>
        <RemoveOccurrence barber={{ id: 'b1', shopId: 's1' }} today={today} occurrence={occurrence} onClose={onClose} />
      </ToastProvider>,
    ),
  );
  return userEvent.setup();
}

const tuesdayLunch: Occurrence = { kind: 'break', date: '2026-12-01', weeklyBreak: lunch[1]! };
const vacation = {
  id: 'v1',
  startDate: '2026-12-01',
  endDate: '2026-12-04',
  startTime: null,
  endTime: null,
  isAllDay: true,
  reason: 'vacation' as const,
};

describe('removing a weekly break from the calendar', () => {
  it('asks this day only or the whole series', async () => {
    renderFor(tuesdayLunch);
    expect(screen.getByRole('dialog', { name: 'Remove break' })).toHaveTextContent(
      'The 13:00–13:30 break repeats every Tuesday. Remove it on Tuesday 1 December only, or every week?',
    );
    expect(screen.getByRole('button', { name: 'This day only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'The whole series' })).toBeInTheDocument();
  });

  it('"This day only" skips that occurrence (and drops skips already past)', async () => {
    const user = renderFor(tuesdayLunch);
    await user.click(screen.getByRole('button', { name: 'This day only' }));
    expect(await screen.findByText('Break removed for that day')).toBeInTheDocument();
    expect(stored).toEqual({ weeklyBreaks: lunch, skippedBreaks: ['2026-12-01 13:00'] });
    expect(onClose).toHaveBeenCalled();
  });

  it('"The whole series" removes that weekday\'s break, every week', async () => {
    const user = renderFor(tuesdayLunch);
    await user.click(screen.getByRole('button', { name: 'The whole series' }));
    expect(await screen.findByText('Break removed')).toBeInTheDocument();
    expect(stored.weeklyBreaks?.map((b) => b.dayOfWeek)).toEqual([1, 3, 4, 5]);
    expect(calls).toEqual([]);
  });

  it('Cancel changes nothing', async () => {
    const user = renderFor(tuesdayLunch);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(writes.changeBarberBreaks).not.toHaveBeenCalled();
  });
});

describe('removing a day of a time block', () => {
  it('a block over several days: "This day only" takes that day out through /api', async () => {
    const user = renderFor({ kind: 'block', date: '2026-12-02', block: vacation });
    expect(screen.getByRole('dialog', { name: 'Remove time block' })).toHaveTextContent(
      'Vacation all day, Tue 1 Dec to Fri 4 Dec. Remove it on Wednesday 2 December only, or every day of it?',
    );
    await user.click(screen.getByRole('button', { name: 'This day only' }));
    expect(await screen.findByText('Time block removed for that day')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/time-blocks/v1/remove-day', method: 'POST', body: { date: '2026-12-02' } }]);
  });

  it('a block over several days: "The whole series" deletes every day', async () => {
    const user = renderFor({ kind: 'block', date: '2026-12-02', block: vacation });
    await user.click(screen.getByRole('button', { name: 'The whole series' }));
    expect(await screen.findByText('Time block removed')).toBeInTheDocument();
    expect(calls).toEqual([{ url: '/api/time-blocks/v1', method: 'DELETE', body: null }]);
  });

  it('a one-day block only asks to confirm', async () => {
    const oneDay = {
      ...vacation,
      endDate: vacation.startDate,
      isAllDay: false,
      startTime: '12:00',
      endTime: '13:00',
      reason: 'lunch' as const,
    };
    const user = renderFor({ kind: 'block', date: '2026-12-01', block: oneDay });
    expect(screen.getByRole('dialog')).toHaveTextContent('Remove the Lunch 12:00–13:00 block on Tuesday 1 December?');
    expect(screen.queryByRole('button', { name: 'This day only' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText('Time block removed');
    expect(calls).toEqual([{ url: '/api/time-blocks/v1', method: 'DELETE', body: null }]);
  });

  it('says why when the removal fails, and stays open', async () => {
    vi.mocked(globalThis.fetch).mockResolvedValue(
      Response.json({ message: 'That day is not part of the time block' }, { status: 422 }),
    );
    const user = renderFor({ kind: 'block', date: '2026-12-02', block: vacation });
    await user.click(screen.getByRole('button', { name: 'This day only' }));
    expect(await screen.findByText('Failed to remove time block')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
