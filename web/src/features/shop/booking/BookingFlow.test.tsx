import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { dayjs, todayIn, type BarbershopDto, type BarberDto, type ServiceDto, type ShopSlotsDto } from '@barbershop/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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
  if (url.endsWith('/services')) return [service('cut', 'Haircut'), service('beard', 'Beard Trim')];
  if (url.endsWith('/barbers')) return [barber];
  if (url.includes('/slots')) {
    const slots = [
      { time: '16:00', available: false, reason: 'Booked' },
      { time: '16:30', available: true },
    ];
    return {
      date: todayIn(ZONE),
      serviceId: 'cut',
      durationMin: 30,
      timezone: ZONE,
      barbers: [{ barberId: 'b1', barberName: 'Sam', slots }],
      anyAvailable: slots,
    } satisfies ShopSlotsDto;
  }
  throw new Error(`unexpected ${url}`);
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(answer(url)), { status: 200 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderFlow() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <BookingFlow shop={shop} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const todayLabel = () => dayjs.utc(todayIn(ZONE)).format('dddd D MMMM YYYY');

describe('four-step booking flow', () => {
  it('reveals each step after the previous choice', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    expect(screen.getByRole('heading', { name: 'Choose Your Barber' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pick a Date & Time' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    expect(screen.getByRole('heading', { name: 'Pick a Date & Time' })).toBeInTheDocument();
    expect(screen.getByText('Please select a service first to see available times')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: todayLabel() }));
    expect(await screen.findByRole('button', { name: '16:00 - Not Available' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Your Details' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '16:30' }));
    // step 4 is a lazy chunk (Formik, yup, the phone library): its first import can be slow here
    expect(await screen.findByRole('heading', { name: 'Your Details' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Booking Summary')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address *')).toHaveAttribute('type', 'email');
  });

  it('clears barber, date and time when another service is chosen', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await userEvent.click(screen.getByRole('button', { name: todayLabel() }));
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
    await userEvent.click(screen.getByRole('button', { name: todayLabel() }));
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Booking' }, { timeout: 15_000 }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and accept the terms.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith('/api/appointments', expect.anything());
  });
});
