import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarbershopDto } from '@barbershop/core/api';
import { MANAGE_CUTOFF_FIELD_MESSAGE } from '@barbershop/core/booking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { ManageCutoffCard } from './ManageCutoffCard';

let patches: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  patches = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    patches.push({ url: String(input), method: String(init?.method), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({});
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCard(manageCutoffHours: number | null) {
  const shop = { id: 'shop-1', name: 'Fade & Co', manageCutoffHours } as BarbershopDto;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <ManageCutoffCard shop={shop} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const allowed = () => screen.getByRole('switch', { name: 'Customers can cancel or reschedule online' });
const hours = () => screen.getByLabelText('Up to this many hours before') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save Online Changes' });

describe('the online changes setting', () => {
  it("shows the shop's cut-off and saves a new one through PATCH /api/barbershops/{id}", async () => {
    const user = renderCard(24);
    expect(allowed()).toBeChecked();
    expect(hours().value).toBe('24');
    expect(screen.getByText('Customers can cancel or reschedule online up to 24 hours before (1 to 72).')).toBeInTheDocument();
    await user.clear(hours());
    await user.type(hours(), '48');
    await user.click(save());
    expect(await screen.findByText('Online changes updated')).toBeInTheDocument();
    expect(screen.getByText('Customers can cancel or reschedule online up to 48 hours before.')).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/barbershops/shop-1', method: 'PATCH', body: { manageCutoffHours: 48 } }]);
  });

  it('turns online changes off (null) and back on at the default of 24 hours', async () => {
    const user = renderCard(12);
    await user.click(allowed());
    expect(screen.queryByLabelText('Up to this many hours before')).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Customers call the shop to cancel or reschedule.')).toBeInTheDocument();
    expect(patches).toEqual([{ url: '/api/barbershops/shop-1', method: 'PATCH', body: { manageCutoffHours: null } }]);
  });

  it('starts switched off for a shop that has it off, with 24 hours ready', async () => {
    const user = renderCard(null);
    expect(allowed()).not.toBeChecked();
    await user.click(allowed());
    expect(hours().value).toBe('24');
  });

  it.each(['0', '73', '2.5', ''])('refuses %j with the schema message and sends nothing', async (bad) => {
    const user = renderCard(24);
    await user.clear(hours());
    if (bad) await user.type(hours(), bad);
    await user.click(save());
    expect(await screen.findByText(MANAGE_CUTOFF_FIELD_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Online changes updated')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });
});
