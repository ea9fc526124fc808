import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  addDays,
  dayjs,
  todayIn,
  type BarbershopDto,
  type BarberDto,
  type MonthAvailabilityDto,
  type ServiceDto,
  type ShopSlotsDto,
} from '@barbershop/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { BookingFlow } from './BookingFlow';

const ZONE = 'Europe/London';
const shop = { id: 'shop-1', name: 'Test Cuts', timezone: ZONE } as BarbershopDto;
const service = (id: string, name: string): ServiceDto => ({
  id,
  name,
  shopId: 'shop-1',
  barbershopId: 'shop-1',
  description: '',
  durationMin: 30,
  pricePence: 2000,
  isActive: true,
  duration: 30,
  price: 20,
  bufferMin: 0,
  barberIds: null,
});
const barber: BarberDto = {
  id: 'b1',
  name: 'Sam',
  shopId: 'shop-1',
  barbershopId: 'shop-1',
  specialty: 'Fades',
  bio: '',
  photoUrl: '',
  isActive: true,
  weeklyHours: null,
};

function answer(url: string): unknown {
  if (url.includes('/availability')) {
    // today is free, every other day is fully booked
    const month = new URL(url, 'http://x').searchParams.get('month')!;
    return { month, serviceId: 'cut', barberId: null, availableDates: [todayIn(ZONE)] } satisfies MonthAvailabilityDto;
  }
  if (url.includes('/slots')) {
    const slots = [
      { time: '16:00', available: false, reason: 'Booked' },
      { time: '16:30', available: true },
    ];
    return {
      date: todayIn(ZONE),
      serviceId: 'cut',
      serviceIds: ['cut'],
      durationMin: 30,
      timezone: ZONE,
      barbers: [{ barberId: 'b1', barberName: 'Sam', slots }],
      anyAvailable: slots,
    } satisfies ShopSlotsDto;
  }
  if (url === '/api/appointments') return { id: 'appt-1', manageToken: 'tok-123' };
  throw new Error(`unexpected ${url}`);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function WhereNow() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {JSON.stringify({ url: location.pathname + location.search, state: location.state as unknown })}
    </output>
  );
}

function renderFlow() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/test-cuts']}>
          <Routes>
            <Route
              path="/test-cuts"
              element={
                <BookingFlow
                  shop={shop}
                  services={[service('cut', 'Haircut'), service('beard', 'Beard Trim')]}
                  barbers={[barber]}
                />
              }
            />
            <Route path="/booking-confirmation" element={<WhereNow />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const todayLabel = () => dayjs.utc(todayIn(ZONE)).format('dddd D MMMM YYYY');
// step 3 (the date pickers) is a lazy chunk: its first import can be slow here
const findToday = () => screen.findByRole('gridcell', { name: todayLabel() }, { timeout: 15_000 });

describe('four-step booking flow', () => {
  it('reveals each step after the previous choice', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    expect(screen.getByRole('heading', { name: 'Choose Your Barber' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pick a Date & Time' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    expect(screen.getByRole('heading', { name: 'Pick a Date & Time' })).toBeInTheDocument();
    await userEvent.click(await findToday());
    expect(await screen.findByRole('button', { name: '16:00 - Not Available' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Your Details' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '16:30' }));
    // step 4 is a lazy chunk (Formik, yup, the phone library): its first import can be slow here
    expect(await screen.findByRole('heading', { name: 'Your Details' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Booking Summary')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('type', 'email');
  });

  it('disables the days of the month on which the service has no free time', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    const today = await findToday();
    const month = todayIn(ZONE).slice(0, 7);
    const tomorrow = addDays(todayIn(ZONE), 1);
    const tomorrowLabel = dayjs.utc(tomorrow).format('dddd D MMMM YYYY');
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        `/api/barbershops/shop-1/availability?month=${month}&serviceId=cut&barberId=any`,
        expect.anything(),
      ),
    );
    expect(today).toBeEnabled();
    // on the last day of a month, tomorrow is in the next one
    if (tomorrow.slice(0, 7) !== month) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await vi.waitFor(() => expect(screen.getByRole('gridcell', { name: tomorrowLabel })).toBeDisabled());
  });

  it('clears barber, date and time when another service is chosen', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await userEvent.click(await findToday());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    await screen.findByRole('heading', { name: 'Your Details' }, { timeout: 15_000 });

    await userEvent.click(screen.getByRole('button', { name: /Beard Trim/ }));
    expect(screen.getByRole('button', { name: /Sam/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: 'Pick a Date & Time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Details' })).not.toBeInTheDocument();
  });

  it('shows Missing Information when Confirm Booking is pressed without details', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    await userEvent.click(await findToday());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 15_000 }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and accept the terms.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/appointments', expect.anything());
  });

  it('opens the confirmation at its exact URL and hands the manage token over in the navigation state', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    await userEvent.click(await findToday());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    await userEvent.type(await screen.findByLabelText('Full Name *', {}, { timeout: 15_000 }), 'Alex Smith');
    await userEvent.type(screen.getByLabelText('Phone Number *'), '07700 900123');
    await userEvent.type(screen.getByLabelText('Email Address *'), 'alex@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const where = await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(JSON.parse(where.textContent!)).toEqual({
      url: '/booking-confirmation?appointmentId=appt-1',
      state: { manageToken: 'tok-123' },
    });
  });
});
