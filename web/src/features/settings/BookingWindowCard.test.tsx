import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarbershopDto } from '@barbershop/core/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { BookingWindowCard } from './BookingWindowCard';

let patches: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  patches = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    patches.push({ url: String(input), method: String(init?.method), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({});
  });
});
afterEach(() => vi.restoreAllMocks());

const shop = { id: 'shop-1', name: 'Fade & Co', bookingHorizonDays: 90 } as BarbershopDto;

function renderCard() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <BookingWindowCard shop={shop} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { input: screen.getByLabelText('Booking window (days ahead)') as HTMLInputElement, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Save Booking Window' });
const FIELD_ERROR = 'Booking window must be a whole number of days from 1 to 365';

describe('the booking window setting', () => {
  it("shows the shop's horizon and saves a new one through PATCH /api/barbershops/{id}", async () => {
    const { input, user } = renderCard();
    expect(input.value).toBe('90');
    await user.clear(input);
    await user.type(input, '120');
    await user.click(save());
    expect(await screen.findByText('Booking window updated')).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/barbershops/shop-1', method: 'PATCH', body: { bookingHorizonDays: 120 } }]);
  });

  it.each(['0', '366', '12.5', ''])('refuses %j with the schema message and sends nothing', async (bad) => {
    const { input, user } = renderCard();
    await user.clear(input);
    if (bad) await user.type(input, bad);
    await user.click(save());
    expect(await screen.findByText(FIELD_ERROR)).toBeInTheDocument();
    expect(screen.queryByText('Booking window updated')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
