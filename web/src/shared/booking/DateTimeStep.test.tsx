import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, MonthAvailabilityDto, NextAvailableDto } from '@barbershop/core/api';
import { addDays, dayjs, todayIn } from '@barbershop/core/time';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DateTimeStep, { waitingFor } from './DateTimeStep';

const ZONE = 'Europe/London';
const today = todayIn(ZONE);
const shop = { timezone: ZONE, bookingHorizonDays: 90, bookable: true } as Pick<
  BarbershopDto,
  'timezone' | 'bookingHorizonDays' | 'bookable'
>;
const longDate = (date: string) => dayjs.utc(date).format('dddd D MMMM YYYY');

let next: { status: number; body: unknown };

beforeEach(() => {
  next = { status: 200, body: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('/availability')) {
        const month = new URL(url, 'http://x').searchParams.get('month')!;
        const body: MonthAvailabilityDto = { month, serviceId: 'cut', barberId: null, availableDates: [today] };
        return new Response(JSON.stringify(body), { status: 200 });
      }
      if (url.includes('/next-available')) return new Response(JSON.stringify(next.body), { status: next.status });
      throw new Error(`unexpected ${url}`);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderStep(props: Partial<Parameters<typeof DateTimeStep>[0]> = {}) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DateTimeStep
        shopId="shop-1"
        serviceIds={['cut']}
        barberId=""
        shop={shop}
        date={null}
        time={null}
        slots={undefined}
        slotsError={null}
        onDate={() => undefined}
        onTime={() => undefined}
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('the date and time step', () => {
  it('waits for a service, then for a date', () => {
    expect(waitingFor([], null)).toBe('service');
    expect(waitingFor([], today)).toBe('service');
    expect(waitingFor(['cut'], null)).toBe('date');
    expect(waitingFor(['cut'], today)).toBeNull();
  });

  it('asks for a date, not a service, once a service and a barber are chosen', async () => {
    renderStep();
    expect(await screen.findByText('Please select a date to see available times')).toBeInTheDocument();
    expect(screen.queryByText('Please select a service first to see available times')).toBeNull();
  });

  it('makes each day of the calendar a 44 px touch target', async () => {
    renderStep();
    const day = await screen.findByRole('gridcell', { name: longDate(today) }, { timeout: 15_000 });
    expect(day).toHaveStyle({ width: '44px', height: '44px' });
  });

  it('Next available asks for the visit and barber, then chooses the date and time found', async () => {
    const found = addDays(today, 3);
    next.body = {
      serviceId: 'cut',
      barberId: 'b1',
      date: found,
      time: '10:30',
      lastDate: addDays(today, 90),
    } satisfies NextAvailableDto;
    const onNextAvailable = vi.fn();
    renderStep({ serviceIds: ['cut', 'beard'], barberId: 'b1', onNextAvailable });
    await userEvent.click(await screen.findByRole('button', { name: 'Next available' }));
    await vi.waitFor(() => expect(onNextAvailable).toHaveBeenCalledWith(found, '10:30'));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/api/barbershops/shop-1/next-available?serviceId=cut&serviceIds=cut,beard&barberId=b1',
    );
    expect(screen.getByRole('status')).toHaveTextContent(`Soonest free time: ${longDate(found)} at 10:30`);
  });

  it('says when nothing is free up to the horizon, and shows a refusal', async () => {
    const lastDate = addDays(today, 90);
    next.body = { serviceId: 'cut', barberId: null, date: null, time: null, lastDate } satisfies NextAvailableDto;
    const onNextAvailable = vi.fn();
    renderStep({ onNextAvailable });
    await userEvent.click(await screen.findByRole('button', { name: 'Next available' }));
    expect(await screen.findByText(`No free times up to ${longDate(lastDate)}. Please contact the shop.`)).toBeInTheDocument();
    expect(onNextAvailable).not.toHaveBeenCalled();
    next = { status: 403, body: { message: 'Online booking is temporarily unavailable.' } };
    await userEvent.click(screen.getByRole('button', { name: 'Next available' }));
    expect(await screen.findByText('Online booking is temporarily unavailable.')).toBeInTheDocument();
  });

  it('offers no Next available without a handler (or for a shop that cannot book)', async () => {
    renderStep();
    await screen.findByText('Please select a date to see available times');
    expect(screen.queryByRole('button', { name: 'Next available' })).toBeNull();
  });

  it('a chosen day with nothing free offers the waitlist for that day', async () => {
    const day = addDays(today, 2);
    const onJoinWaitlist = vi.fn();
    renderStep({ date: day, slots: [{ time: '10:00', available: false, reason: 'Booked' }], onJoinWaitlist });
    expect(await screen.findByText('No free times on this day.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(onJoinWaitlist).toHaveBeenCalledWith(day);
  });

  it('a day with free times still offers the waitlist (a fully booked day is greyed out); without a handler, no waitlist', async () => {
    const onJoinWaitlist = vi.fn();
    renderStep({ onJoinWaitlist });
    expect(await screen.findByText("Can't find the day or time you want?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(onJoinWaitlist).toHaveBeenCalledWith(today);
    cleanup();
    renderStep();
    await screen.findByText('Please select a date to see available times');
    expect(screen.queryByRole('button', { name: /waitlist/ })).toBeNull();
  });

  it('offers the waitlist beside Next available only when the time found is more than a week after the day wanted', async () => {
    const onJoinWaitlist = vi.fn();
    next.body = { serviceId: 'cut', barberId: null, date: addDays(today, 7), time: '10:30', lastDate: addDays(today, 90) };
    renderStep({ onNextAvailable: () => undefined, onJoinWaitlist });
    await userEvent.click(await screen.findByRole('button', { name: 'Next available' }));
    await screen.findByText(/Soonest free time/);
    expect(screen.queryByRole('button', { name: 'Join the waitlist for an earlier time' })).toBeNull();
    next.body = { serviceId: 'cut', barberId: null, date: addDays(today, 8), time: '10:30', lastDate: addDays(today, 90) };
    await userEvent.click(screen.getByRole('button', { name: 'Next available' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist for an earlier time' }));
    expect(onJoinWaitlist).toHaveBeenCalledWith(today);
  });
});
