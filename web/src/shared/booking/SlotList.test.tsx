import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SlotDto } from '@barbershop/core/api';
import { listedTimeLabel } from '@barbershop/core/time';
import { SlotList } from './SlotList';

const free = (time: string): SlotDto => ({ time, available: true });
const booked = (time: string): SlotDto => ({ time, available: false, reason: 'Booked' });

/** A busy day: 22 taken times from 09:00 before the first free one, then an afternoon and an evening. */
const BUSY_DAY: SlotDto[] = [
  ...Array.from({ length: 22 }, (_, i) =>
    booked(`${String(9 + Math.floor(i / 4)).padStart(2, '0')}:${['00', '15', '30', '45'][i % 4]}`),
  ),
  free('14:30'),
  booked('16:45'),
  free('17:00'),
  free('18:30'),
];

const part = (name: string) => screen.getByRole('group', { name });
const timesIn = (name: string) =>
  within(part(name))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('slot list', () => {
  it('asks for a service first while no service is chosen', () => {
    render(<SlotList waitingFor="service" slots={undefined} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Please select a service first to see available times')).toBeInTheDocument();
  });

  it('asks for a date, not a service, once the service is chosen', () => {
    render(<SlotList waitingFor="date" slots={undefined} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Please select a date to see available times')).toBeInTheDocument();
    expect(screen.queryByText(/select a service first/)).toBeNull();
  });

  it('shows Loading time slots... while the list is empty', () => {
    const { rerender } = render(<SlotList waitingFor={null} slots={undefined} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Loading time slots...')).toBeInTheDocument();
    rerender(<SlotList waitingFor={null} slots={[]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('Loading time slots...')).toBeInTheDocument();
  });

  it('lists only the free times, grouped Morning, Afternoon and Evening, and counts the taken ones', () => {
    render(<SlotList waitingFor={null} slots={[free('09:00'), ...BUSY_DAY.slice(1)]} value={null} onChange={() => undefined} />);
    expect(timesIn('Morning')).toEqual(['09:00']);
    expect(timesIn('Afternoon')).toEqual(['14:30']);
    expect(timesIn('Evening')).toEqual(['17:00', '18:30']);
    expect(screen.queryByRole('button', { name: /Not Available/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 22 taken times' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts 11:59 in the morning, 12:00 to 16:59 in the afternoon and 17:00 in the evening', () => {
    render(
      <SlotList
        waitingFor={null}
        slots={['00:30', '11:59', '12:00', '16:59', '17:00', '23:30'].map(free)}
        value={null}
        onChange={() => undefined}
      />,
    );
    expect(timesIn('Morning')).toEqual(['00:30', '11:59']);
    expect(timesIn('Afternoon')).toEqual(['12:00', '16:59']);
    expect(timesIn('Evening')).toEqual(['17:00', '23:30']);
  });

  it('leaves out a part of the day with nothing free, and says so when the whole day is taken', () => {
    const { rerender } = render(<SlotList waitingFor={null} slots={BUSY_DAY} value={null} onChange={() => undefined} />);
    expect(screen.queryByRole('group', { name: 'Morning' })).toBeNull();
    expect(screen.queryByText('No free times on this day.')).toBeNull();
    rerender(<SlotList waitingFor={null} slots={[booked('09:00')]} value={null} onChange={() => undefined} />);
    expect(screen.getByText('No free times on this day.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 1 taken time' })).toBeInTheDocument();
  });

  it('shows the taken times on request as time - Not Available, disabled, with the reason as tooltip', async () => {
    const onChange = vi.fn();
    render(<SlotList waitingFor={null} slots={[booked('09:00'), free('09:30')]} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 taken time' }));
    const taken = screen.getByRole('button', { name: '09:00 - Not Available' });
    expect(taken).toBeDisabled();
    // MUI puts the tooltip title on the wrapper of a disabled button as its accessible label
    expect(taken.parentElement).toHaveAttribute('aria-label', 'Booked');
    expect(timesIn('Morning')).toEqual(['09:00 - Not Available', '09:30']);
    await userEvent.click(screen.getByRole('button', { name: '09:30' }));
    expect(onChange).toHaveBeenCalledWith('09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Hide taken times' }));
    expect(screen.queryByRole('button', { name: '09:00 - Not Available' })).toBeNull();
  });

  it('makes every time and the toggle at least 44 px tall, a touch target', () => {
    render(<SlotList waitingFor={null} slots={[booked('09:00'), free('09:30')]} value={null} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '09:30' })).toHaveStyle({ minHeight: '44px' });
    expect(screen.getByRole('button', { name: 'Show 1 taken time' })).toHaveStyle({ minHeight: '44px' });
  });

  it('shows why the times could not be loaded instead of loading forever', () => {
    render(
      <SlotList
        waitingFor={null}
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
    render(<SlotList waitingFor={null} slots={[free('10:00')]} value="10:00" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '10:00' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("reads the repeated hour's times as the later (GMT) ones on the day the clocks go back, and still chooses by time", async () => {
    const onChange = vi.fn();
    render(
      <SlotList
        waitingFor={null}
        slots={[free('00:30'), booked('01:00'), free('01:30'), free('02:00')]}
        value={null}
        onChange={onChange}
        label={(t) => listedTimeLabel('2027-10-31', t, 'Europe/London')}
      />,
    );
    expect(timesIn('Morning')).toEqual(['00:30', '01:30 GMT', '02:00']);
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 taken time' }));
    expect(timesIn('Morning')).toEqual(['00:30', '01:00 GMT - Not Available', '01:30 GMT', '02:00']);
    await userEvent.click(screen.getByRole('button', { name: '01:30 GMT' }));
    expect(onChange).toHaveBeenCalledWith('01:30');
  });
});
