import type { BarbershopDto } from '@barbershop/core/api';
import type { ReportDto } from '@barbershop/core/reports';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../lib/api/client';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import ReportsTab from './ReportsTab';

// The /api client is mocked at the lib boundary; the charts are pictures of the tables' figures.
const api = vi.hoisted(() => ({ get: vi.fn<(path: string) => Promise<unknown>>() }));
vi.mock('../../../lib/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api/client')>()),
  api,
}));
vi.mock('./ReportChart', () => ({
  ReportChart: ({ title }: { title: string }) => <div role="img" aria-label={`${title} chart`} />,
}));

const shop = { id: 's1', name: 'Classic Cuts', timezone: 'Europe/London' } as BarbershopDto;

const figures = { completed: 1, noShows: 1, cancelled: 1 };
const report = (over: Partial<ReportDto> = {}): ReportDto => ({
  from: '2026-11-23',
  to: '2026-11-29',
  by: 'day',
  timeZone: 'Europe/London',
  totals: { bookings: 5, revenuePence: 14500, completed: 2, noShows: 1, cancelled: 1, noShowRate: 0.2 },
  periods: [
    { start: '2026-11-23', end: '2026-11-23', bookings: 3, revenuePence: 9000, ...figures, noShowRate: 1 / 3 },
    { start: '2026-11-24', end: '2026-11-24', bookings: 2, revenuePence: 5500, ...figures, noShowRate: 0.5 },
  ],
  barbers: [
    {
      barberId: 'b1',
      name: 'Alex',
      bookings: 3,
      revenuePence: 5500,
      ...figures,
      noShowRate: 1 / 3,
      workingMinutes: 2130,
      bookedMinutes: 105,
      utilisation: 105 / 2130,
    },
    {
      barberId: 'b2',
      name: 'Blake',
      bookings: 0,
      revenuePence: 0,
      completed: 0,
      noShows: 0,
      cancelled: 0,
      noShowRate: null,
      workingMinutes: 0,
      bookedMinutes: 0,
      utilisation: null,
    },
  ],
  services: [{ serviceId: 'long', name: 'Long Cut', bookings: 3, revenuePence: 10500 }],
  ...over,
});

beforeEach(() => {
  // Tuesday 24 November 2026, noon in London
  vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] });
  api.get.mockReset().mockResolvedValue(report());
});
afterEach(() => {
  vi.useRealTimers();
});

const askedFor = () => new URL(api.get.mock.calls.at(-1)![0], 'http://x').searchParams.toString();

describe('Reports', () => {
  it('opens on this week (Monday to Sunday) by day and shows the figures, each with a table beside its chart', async () => {
    render(withQueryClient(<ReportsTab shop={shop} />));
    expect(await screen.findByTestId('report-revenue')).toHaveTextContent('£145.00');
    // the revenue rule, said under the figure (a customer's total spend says the same)
    expect(screen.getByText('Completed and past visits; upcoming bookings are not included')).toBeInTheDocument();
    expect(askedFor()).toBe('from=2026-11-23&to=2026-11-29&by=day');
    expect(api.get.mock.calls[0]![0]).toMatch(/^\/api\/barbershops\/s1\/reports\?/);
    expect(screen.getByTestId('report-bookings')).toHaveTextContent('5');
    expect(screen.getByTestId('report-no-show-rate')).toHaveTextContent('20%');
    expect(screen.getByText('1 of 5 bookings')).toBeInTheDocument();
    expect(screen.getByTestId('report-cancelled')).toHaveTextContent('1');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');

    const days = screen.getByRole('table', { name: 'Figures by day' });
    expect(within(days).getByRole('row', { name: /Mon 23 Nov/ })).toHaveTextContent('Mon 23 Nov3£90.0011');
    expect(screen.getByRole('img', { name: 'Revenue and bookings by day chart' })).toBeInTheDocument();

    const barbers = screen.getByRole('table', { name: 'Figures by barber' });
    const alex = within(barbers).getByRole('row', { name: /Alex/ });
    expect(
      within(alex)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '£55.00', '33.3%', '1 h 45 min', '35 h 30 min', '4.9%']);
    // no working time and no bookings: no rates to give
    const blake = within(barbers).getByRole('row', { name: /Blake/ });
    expect(
      within(blake)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '£0.00', '–', '0 min', '0 min', '–']);

    const services = screen.getByRole('table', { name: 'Figures by service' });
    expect(within(services).getByRole('row', { name: /Long Cut/ })).toHaveTextContent('Long Cut3£105.00');
  });

  it('groups by week or month when asked, and takes the quick ranges', async () => {
    const user = userEvent.setup();
    render(withQueryClient(<ReportsTab shop={shop} />));
    await screen.findByTestId('report-revenue');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(askedFor()).toBe('from=2026-11-23&to=2026-11-29&by=week'));
    await user.click(screen.getByRole('button', { name: 'Last 4 weeks' }));
    await waitFor(() => expect(askedFor()).toBe('from=2026-11-02&to=2026-11-29&by=week'));
    expect(screen.getByRole('button', { name: 'Last 4 weeks' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    await waitFor(() => expect(askedFor()).toBe('from=2025-12-01&to=2026-11-30&by=month'));
  });

  it('names weeks by their dates', async () => {
    api.get.mockResolvedValue(
      report({
        by: 'week',
        periods: [{ start: '2026-11-02', end: '2026-11-08', bookings: 5, revenuePence: 14500, ...figures, noShowRate: 0.2 }],
      }),
    );
    render(withQueryClient(<ReportsTab shop={shop} />));
    const weeks = await screen.findByRole('table', { name: 'Figures by week' });
    expect(within(weeks).getByRole('row', { name: /2 Nov – 8 Nov/ })).toBeInTheDocument();
  });

  it('a range ending before it starts is said, and not asked for', async () => {
    render(withQueryClient(<ReportsTab shop={shop} />));
    await screen.findByTestId('report-revenue');
    const calls = api.get.mock.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '01/11/2026' } });
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(screen.queryByTestId('report-revenue')).not.toBeInTheDocument();
    expect(api.get.mock.calls.length).toBe(calls);
  });

  it('asks for both dates while one is not a whole date', async () => {
    render(withQueryClient(<ReportsTab shop={shop} />));
    await screen.findByTestId('report-revenue');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(await screen.findByText('Choose both dates')).toBeInTheDocument();
    expect(screen.queryByTestId('report-revenue')).not.toBeInTheDocument();
  });

  it('says when the report cannot be loaded', async () => {
    api.get.mockRejectedValue(new ApiError(400, '{"message":"bad"}', 'Bad Request'));
    render(withQueryClient(<ReportsTab shop={shop} />));
    expect(await screen.findByText('The report could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('a range with no bookings', async () => {
    api.get.mockResolvedValue(
      report({
        totals: { bookings: 0, revenuePence: 0, completed: 0, noShows: 0, cancelled: 0, noShowRate: null },
        services: [],
      }),
    );
    render(withQueryClient(<ReportsTab shop={shop} />));
    expect(await screen.findByTestId('report-no-show-rate')).toHaveTextContent('–');
    expect(screen.getByText('No bookings in these dates')).toBeInTheDocument();
  });
});
