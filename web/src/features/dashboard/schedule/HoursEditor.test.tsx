import type { BusinessHoursEntry } from '@barbershop/core/model';
import { DEFAULT_WIZARD_HOURS } from '@barbershop/core/shop';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { HoursEditor } from './ScheduleTab';

// the barber's week is written straight to Firestore: mocked at the lib boundary
const writes = vi.hoisted(() => ({ updateBarberHours: vi.fn() }));
vi.mock('../../../lib/firestore/shopWrites', async (original) => ({
  ...(await original<object>()),
  updateBarberHours: writes.updateBarberHours,
}));

beforeEach(() => writes.updateBarberHours.mockReset().mockResolvedValue(undefined));

/** Shop: Mon-Fri 09:00-18:00, Sat 09:00-17:00, Sunday closed. */
const shopHours = DEFAULT_WIZARD_HOURS;
const barberWeek = (changes: Record<number, Partial<BusinessHoursEntry>>) =>
  shopHours.map((h) => ({ ...h, ...changes[h.dayOfWeek] }));

const renderEditor = (initial: BusinessHoursEntry[]) =>
  render(
    withQueryClient(
      <ToastProvider>
        <HoursEditor
          shopId="s1"
          barberId="b1"
          barberName="Marcus"
          shopHours={shopHours}
          initial={initial}
          onSaved={() => undefined}
        />
      </ToastProvider>,
    ),
  );

describe("a barber's weekly hours against the shop's", () => {
  const outside = barberWeek({ 0: { isActive: true, startTime: '10:00', endTime: '16:00' }, 1: { startTime: '08:00' } });

  it('warns before saving hours outside the shop hours, listing the days, and saves anyway when asked', async () => {
    renderEditor(outside);
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: "Outside the shop's hours" });
    expect(
      within(within(dialog).getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Monday: 08:00–09:00 is before the shop opens (shop hours 09:00–18:00)',
      'Sunday: the shop is closed (10:00–16:00 cannot be booked)',
    ]);
    expect(writes.updateBarberHours).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(writes.updateBarberHours).toHaveBeenCalledWith('s1', 'b1', outside));
    expect(await screen.findByText('Barber updated successfully')).toBeInTheDocument();
  }, 60_000);

  it('lets the owner go back and fix the hours without saving', async () => {
    renderEditor(outside);
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fix hours' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes.updateBarberHours).not.toHaveBeenCalled();
  }, 60_000);

  it('saves hours inside the shop hours without asking', async () => {
    const inside = barberWeek({ 1: { startTime: '10:00', endTime: '16:00' } });
    renderEditor(inside);
    await userEvent.click(screen.getByRole('button', { name: 'Save Schedule' }));
    await waitFor(() => expect(writes.updateBarberHours).toHaveBeenCalledWith('s1', 'b1', inside));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 60_000);
});
