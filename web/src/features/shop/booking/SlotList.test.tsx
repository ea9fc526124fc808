import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listedTimeLabel } from '@barbershop/core';
import { SlotList } from './SlotList';

describe('slot list', () => {
  it('asks for a service first while service or date are missing', () => {
    render(<SlotList ready={false} slots={undefined} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Please select a service first to see available times')).toBeInTheDocument();
  });

  it('shows Loading time slots... while the list is empty', () => {
    const { rerender } = render(<SlotList ready slots={undefined} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Loading time slots...')).toBeInTheDocument();
    rerender(<SlotList ready slots={[]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Loading time slots...')).toBeInTheDocument();
  });

  it('lists free times as choices and taken ones disabled with the reason as tooltip', async () => {
    const onChange = vi.fn();
    render(
      <SlotList
        ready
        slots={[
          { time: '09:00', available: false, reason: 'Booked' },
          { time: '09:30', available: true },
        ]}
        value={null}
        onChange={onChange}
      />,
    );
    const taken = screen.getByRole('button', { name: '09:00 - Not Available' });
    expect(taken).toBeDisabled();
    // MUI puts the tooltip title on the wrapper of a disabled button as its accessible label
    expect(taken.parentElement).toHaveAttribute('aria-label', 'Booked');
    await userEvent.click(screen.getByRole('button', { name: '09:30' }));
    expect(onChange).toHaveBeenCalledWith('09:30');
  });

  it('shows why the times could not be loaded instead of loading forever', () => {
    render(
      <SlotList
        ready
        slots={undefined}
        value={null}
        onChange={() => undefined}
        error="Online booking is temporarily unavailable for this barbershop. Please contact the shop directly."
      />,
    );
    expect(
      screen.getByText('Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading time slots...')).toBeNull();
  });

  it('marks the chosen time as pressed', () => {
    render(<SlotList ready slots={[{ time: '10:00', available: true }]} value="10:00" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("reads the repeated hour's times as the later (GMT) ones on the day the clocks go back, and still chooses by time", async () => {
    const onChange = vi.fn();
    render(
      <SlotList
        ready
        slots={[
          { time: '00:30', available: true },
          { time: '01:00', available: false, reason: 'Booked' },
          { time: '01:30', available: true },
          { time: '02:00', available: true },
        ]}
        value={null}
        onChange={onChange}
        label={(t) => listedTimeLabel('2027-10-31', t, 'Europe/London')}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '00:30',
      '01:00 GMT - Not Available',
      '01:30 GMT',
      '02:00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '01:30 GMT' }));
    expect(onChange).toHaveBeenCalledWith('01:30');
  });
});
