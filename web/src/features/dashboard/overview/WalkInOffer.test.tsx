import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DailyScheduleGrid } from './DailyScheduleGrid';

// Which columns offer a walk-in: the Overview marks each barber working now or not (core's
// isWorkingAt, unit-tested there: hours, time off, breaks, closed days).
describe('the walk-in offer on the day grid', () => {
  it('is made only for the barbers working now', () => {
    render(
      <DailyScheduleGrid
        date="2026-12-01"
        barbers={[
          { id: 'b1', name: 'Marcus', workingNow: true },
          { id: 'b2', name: 'Jamie', workingNow: false },
          { id: 'b3', name: 'Sam', workingNow: true },
        ]}
        appointments={[]}
        blocks={[]}
        onCellClick={() => undefined}
        onAppointmentClick={() => undefined}
        onWalkIn={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Walk-in with/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Walk-in with Marcus',
      'Walk-in with Sam',
    ]);
  });
});
