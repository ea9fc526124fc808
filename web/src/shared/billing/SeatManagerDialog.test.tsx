import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { extraSeats, monthlyPricePence } from '@barbershop/core/billing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../ui/toast';
import { SeatManagerDialog } from './SeatManagerDialog';

type Call = { url: string; body: any };
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    // The server's answer without a paid subscription (functions/src/services/billing/seats.ts
    // seatPrice): the plan's own functions price the total; the test only states what the
    // owner must then read.
    if (url.endsWith('/calculate-price')) {
      const n = body.newSeatsTotal as number;
      return Response.json({ seatsTotal: n, monthlyPricePence: monthlyPricePence(n), extraSeats: extraSeats(n) });
    }
    if (url.endsWith('/seats/update')) return Response.json({ seatsUsed: 2, seatsTotal: body.seatsTotal });
    return new Response('not found', { status: 404 });
  });
});
afterEach(() => vi.restoreAllMocks());

function open(seatsUsed: number, seatsTotal: number, onClose = () => undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SeatManagerDialog open onClose={onClose} seatsUsed={seatsUsed} seatsTotal={seatsTotal} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { input: screen.getByLabelText('Total seats') as HTMLInputElement, user: userEvent.setup() };
}

const updatePlan = () => screen.getByRole('button', { name: 'Update Plan' });
const minus = () => screen.getByRole('button', { name: 'Remove a seat' });

describe('the seat manager', () => {
  it('asks for the price of the current total on opening and disables Update Plan until the count changes', async () => {
    open(2, 5);
    await screen.findByText('New monthly price: £46.99/month');
    expect(calls[0]).toMatchObject({ url: '/api/user/seats/calculate-price', body: { newSeatsTotal: 5 } });
    expect(updatePlan()).toBeDisabled();
  });

  it('prices 6 seats as the plan says: £40 for 4 seats plus 2 extra seats at £6.99, £53.98/month', async () => {
    const { user } = open(2, 4);
    await screen.findByText('New monthly price: £40.00/month');
    expect(screen.getByText('Base plan £40.00 (4 seats) + 0 extra seats × £6.99')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    expect(await screen.findByText('New monthly price: £53.98/month')).toBeInTheDocument();
    expect(screen.getByText('Base plan £40.00 (4 seats) + 2 extra seats × £6.99')).toBeInTheDocument();
    expect(screen.getByText('2 of 4 seats used. The plan includes 4 seats; each extra seat is £6.99/month.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/user/seats/calculate-price', body: { newSeatsTotal: 6 } });
    expect(updatePlan()).toBeEnabled();
  });

  it('disables the minus button at 4 and resets an empty input to 4', async () => {
    const { input, user } = open(1, 5);
    expect(minus()).toBeEnabled();
    await user.click(minus());
    expect(input.value).toBe('4');
    expect(minus()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    await user.click(screen.getByRole('button', { name: 'Add a seat' }));
    expect(input.value).toBe('6');
    await user.clear(input);
    expect(input.value).toBe('4');
    await screen.findByText('New monthly price: £40.00/month');
  });

  it('warns below the seats in use with the spec text and keeps Update Plan off', async () => {
    const { user } = open(6, 7);
    await user.click(minus());
    expect(screen.queryByText(/You cannot reduce seats/)).not.toBeInTheDocument();
    await user.click(minus());
    expect(
      screen.getByText('You cannot reduce seats below your current usage (6 seats). Please remove some staff members first.'),
    ).toBeInTheDocument();
    expect(updatePlan()).toBeDisabled();
  });

  it('recalculates on change and sends the new total on Update Plan', async () => {
    const onClose = vi.fn();
    const { input, user } = open(2, 4, onClose);
    fireEvent.change(input, { target: { value: '8' } });
    await screen.findByText('New monthly price: £67.96/month');
    expect(calls.some((c) => c.body?.newSeatsTotal === 8)).toBe(true);
    await user.click(updatePlan());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url === '/api/user/seats/update')?.body).toEqual({ seatsTotal: 8 });
    expect(await screen.findByText('Seats updated successfully')).toBeInTheDocument();
  });
});
