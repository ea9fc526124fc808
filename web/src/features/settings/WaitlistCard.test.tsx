import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BarbershopDto } from '@barbershop/core/api';
import type { WaitlistSettings } from '@barbershop/core/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import { WaitlistCard } from './WaitlistCard';

let sent: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    sent.push({ url: String(input), method: String(init?.method), body: init?.body ? JSON.parse(String(init.body)) : null });
    return Response.json({});
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCard(waitlist?: WaitlistSettings) {
  const shop = { id: 'shop-1', name: 'Fade & Co', waitlist } as BarbershopDto;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <WaitlistCard shop={shop} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const enabled = () => screen.getByRole('switch', { name: 'Customers can join the waitlist when no time suits them' });
const order = () => screen.getByRole('combobox', { name: 'Who is offered a freed time first' });
const hold = () => screen.getByLabelText('Hold an offered time for (minutes)') as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save Waitlist' });

describe('the waitlist setting', () => {
  it("shows the shop's settings and saves them through PATCH /api/barbershops/{id} as { waitlist }", async () => {
    const user = renderCard({ enabled: true, order: 'firstCome', holdMinutes: 15 });
    expect(enabled()).toBeChecked();
    expect(order()).toHaveTextContent('First come, first served');
    expect(hold().value).toBe('15');
    await user.click(enabled());
    await user.click(order());
    await user.click(screen.getByRole('option', { name: 'Regulars first' }));
    await user.clear(hold());
    await user.type(hold(), '30');
    await user.click(save());
    expect(await screen.findByText('Waitlist updated')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        url: '/api/barbershops/shop-1',
        method: 'PATCH',
        body: { waitlist: { enabled: false, order: 'regularsFirst', holdMinutes: 30 } },
      },
    ]);
  });

  it('starts from the defaults for a shop that never set them (on, first come, 15 minutes)', () => {
    renderCard(undefined);
    expect(enabled()).toBeChecked();
    expect(order()).toHaveTextContent('First come, first served');
    expect(hold().value).toBe('15');
  });

  it.each(['4', '121', '2.5', ''])('refuses a hold of %j minutes with a clear message and sends nothing', async (bad) => {
    const user = renderCard({ enabled: true, order: 'firstCome', holdMinutes: 15 });
    await user.clear(hold());
    if (bad) await user.type(hold(), bad);
    await user.click(save());
    expect(await screen.findByText('Hold an offer for 5 to 120 minutes')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    vi.mocked(fetch).mockImplementation(async () =>
      Response.json({ message: 'You do not have permission to do this.' }, { status: 403 }),
    );
    const user = renderCard({ enabled: false, order: 'regularsFirst', holdMinutes: 20 });
    await user.click(save());
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
  });
});
