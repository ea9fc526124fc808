import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayStatsCards } from './DayStatsCards';

const appt = (time: string, pricePence: number, status = 'scheduled') => ({ barberId: 'b1', time, pricePence, status });

describe('Overview figures', () => {
  it("counts the day's appointments and sums their prices in pounds, leaving cancelled ones out", () => {
    render(
      <DayStatsCards
        date="2026-11-24"
        today="2026-11-24"
        appointments={[
          appt('09:00', 3500),
          appt('10:00', 2050),
          appt('11:00', 9900, 'cancelled'),
          appt('12:00', 1000, 'completed'),
        ]}
      />,
    );
    expect(screen.getByText('Total Appointments')).toBeInTheDocument();
    expect(screen.getByText("Today's Est Revenue")).toBeInTheDocument();
    expect(screen.getByTestId('total-appointments')).toHaveTextContent('3');
    expect(screen.getByTestId('est-revenue')).toHaveTextContent('£65.50');
  });

  it('shows zero for a day with only cancelled appointments', () => {
    render(<DayStatsCards date="2026-11-24" today="2026-11-24" appointments={[appt('09:00', 3500, 'cancelled')]} />);
    expect(screen.getByTestId('total-appointments')).toHaveTextContent('0');
    expect(screen.getByTestId('est-revenue')).toHaveTextContent('£0.00');
  });

  it("names the day it shows when that is not today (the spec's label is today's)", () => {
    render(<DayStatsCards date="2026-11-23" today="2026-11-24" appointments={[appt('09:00', 3500)]} />);
    expect(screen.queryByText("Today's Est Revenue")).not.toBeInTheDocument();
    expect(screen.getByText('Est Revenue · Mon 23 Nov')).toBeInTheDocument();
    expect(screen.getByTestId('est-revenue')).toHaveTextContent('£35.00');
  });

  it('names a day of another year the same way', () => {
    render(<DayStatsCards date="2027-01-01" today="2026-11-24" appointments={[]} />);
    expect(screen.getByText('Est Revenue · Fri 1 Jan')).toBeInTheDocument();
  });

  it('shows the front desk the count without any revenue', () => {
    render(<DayStatsCards date="2026-11-24" today="2026-11-24" appointments={[appt('09:00', 3500)]} showMoney={false} />);
    expect(screen.getByTestId('total-appointments')).toHaveTextContent('1');
    expect(screen.queryByTestId('est-revenue')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('£');
  });
});
