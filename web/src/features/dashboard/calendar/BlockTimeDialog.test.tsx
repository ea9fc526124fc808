import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { BlockTimeDialog } from './BlockTimeDialog';

describe('Block Time dialog', () => {
  it('shows the validation messages and sends nothing while invalid', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      withQueryClient(
        <BlockTimeDialog
          shopId="s1"
          barberId="b1"
          zone="Europe/London"
          today="2026-11-23"
          date="2026-11-24"
          onClose={() => undefined}
        />,
      ),
    );
    const user = userEvent.setup();
    const start = screen.getByLabelText('Start date');
    // The whole value at once, as pasting it would (the picker parses DD/MM/YYYY).
    fireEvent.change(start, { target: { value: '20/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Block Time' }));
    await waitFor(() => expect(screen.getByText('Reason is required')).toBeInTheDocument());
    expect(screen.getByText('Start date cannot be earlier than today')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('hides the times for an all-day block', async () => {
    render(
      withQueryClient(
        <BlockTimeDialog
          shopId="s1"
          barberId="b1"
          zone="Europe/London"
          today="2026-11-23"
          date="2026-11-24"
          onClose={() => undefined}
        />,
      ),
    );
    expect(screen.getByLabelText('Start time')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByLabelText('All day'));
    expect(screen.queryByLabelText('Start time')).not.toBeInTheDocument();
  });

  it('offers the eight reasons with their labels and refuses an end before the start', async () => {
    render(
      withQueryClient(
        <BlockTimeDialog
          shopId="s1"
          barberId="b1"
          zone="Europe/London"
          today="2026-11-23"
          date="2026-11-24"
          onClose={() => undefined}
        />,
      ),
    );
    const user = userEvent.setup();
    const end = screen.getByLabelText('End date');
    fireEvent.change(end, { target: { value: '23/11/2026' } });
    await user.click(screen.getByLabelText('Reason'));
    const labels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(labels).toEqual([
      'Break',
      'Lunch',
      'Meeting',
      'Training',
      'Vacation',
      'Sick Leave',
      'Personal Time Off',
      'Unavailable',
    ]);
    await user.click(screen.getByRole('option', { name: 'Sick Leave' }));
    const endTime = screen.getByLabelText('End time');
    fireEvent.change(endTime, { target: { value: '11:00' } });
    await user.click(screen.getByRole('button', { name: 'Block Time' }));
    await waitFor(() => expect(screen.getByText('End date cannot be before start date')).toBeInTheDocument());
    expect(screen.getByText('End time must be after start time')).toBeInTheDocument();
    expect(screen.queryByText('Reason is required')).not.toBeInTheDocument();
  });
});
