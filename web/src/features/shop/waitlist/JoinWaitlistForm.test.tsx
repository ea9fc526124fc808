import type { BarbershopDto } from '@barbershop/core/api';
import { addDays, dayOfWeek, todayIn } from '@barbershop/core/time';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { MARKETING_CONSENT_LABEL } from '../booking/ConsentCheckbox';
import JoinWaitlistForm, { JOINED_TEXT, JOINED_TITLE, TEXT_OFFERS_LABEL } from './JoinWaitlistForm';
import { windowFor } from './joinValues';

// /api answers through a stubbed fetch: `reply` is the next answer
let reply: { status: number; body: unknown };
const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url, init]) => [String(url), JSON.parse(String((init as RequestInit).body)) as unknown] as const);

const ZONE = 'Europe/London';
const day = addDays(todayIn(ZONE), 3);
const shop = {
  id: 'shop-1',
  name: 'Test Cuts',
  timezone: ZONE,
  bookingHorizonDays: 60,
  businessHours: [{ dayOfWeek: dayOfWeek(day), startTime: '10:00', endTime: '18:30', isActive: true }],
} as Pick<BarbershopDto, 'id' | 'name' | 'timezone' | 'bookingHorizonDays' | 'businessHours' | 'textReminders'>;

function open(details = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com' }, theShop = shop) {
  const onClose = vi.fn();
  render(
    withQueryClient(
      <JoinWaitlistForm
        shop={theShop}
        serviceIds={['cut', 'beard']}
        serviceName="Haircut + Beard Trim"
        barberId=""
        barberName="Any Available Stylist"
        date={day}
        details={details}
        onClose={onClose}
      />,
    ),
  );
  return { user: userEvent.setup(), onClose };
}

beforeEach(() => {
  reply = { status: 201, body: { entry: { id: 'e1' }, token: 't' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a new window', () => {
  it("spans the shop's hours that weekday (the last start an hour before closing), else 09:00 to 17:00", () => {
    expect(windowFor(shop, day)).toEqual({ date: day, from: '10:00', to: '17:30' });
    expect(windowFor(shop, addDays(day, 1))).toEqual({ date: addDays(day, 1), from: '09:00', to: '17:00' });
  });
});

describe('the join form', () => {
  it('sends the visit, the windows and the details typed in the booking, consent unticked unless ticked, then says so', async () => {
    const { user } = open();
    expect(screen.getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    const consent = screen.getByRole('checkbox', { name: MARKETING_CONSENT_LABEL });
    expect(consent).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add another time window' }));
    expect(screen.getAllByRole('group', { name: /^Time window/ })).toHaveLength(2);
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));

    expect(await screen.findByText(JOINED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: JOINED_TITLE })).toBeInTheDocument();
    expect(posted()).toEqual([
      [
        '/api/waitlist',
        {
          barbershopId: 'shop-1',
          serviceId: 'cut',
          serviceIds: ['cut', 'beard'],
          barberId: null,
          preferences: [
            { date: day, from: '10:00', to: '17:30' },
            { date: day, from: '10:00', to: '17:30' },
          ],
          customerName: 'Ada Lovelace',
          customerPhone: '07700 900123',
          customerEmail: 'ada@example.com',
          marketingConsent: true,
        },
      ],
    ]);
  });

  it('offers texts where the shop sends them (ticked at first) and sends the choice as textOffers', async () => {
    const { user } = open(undefined, { ...shop, textReminders: true });
    const box = screen.getByRole('checkbox', { name: TEXT_OFFERS_LABEL });
    expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await screen.findByText(JOINED_TEXT);
    expect(posted()[0]![1]).toMatchObject({ textOffers: true });
  });

  it('has no text box where the shop does not text, and sends no textOffers', async () => {
    const { user } = open();
    expect(screen.queryByRole('checkbox', { name: TEXT_OFFERS_LABEL })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await screen.findByText(JOINED_TEXT);
    expect(posted()[0]![1]).not.toHaveProperty('textOffers');
  });

  it('takes at most five windows, and never removes the last one', async () => {
    const { user } = open();
    expect(screen.getByRole('button', { name: 'Remove time window 1' })).toBeDisabled();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Add another time window' }));
    expect(screen.getAllByRole('group', { name: /^Time window/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Up to 5 time windows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove time window 5' }));
    expect(screen.getAllByRole('group', { name: /^Time window/ })).toHaveLength(4);
  });

  it('does not send missing details, and shows what is missing', async () => {
    const { user } = open({ name: '', phone: '', email: '' });
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the visit itself is refused (a field the form does not show), and sends nothing', async () => {
    render(
      withQueryClient(
        <JoinWaitlistForm
          shop={shop}
          serviceIds={['not/an/id']}
          serviceName="Haircut"
          barberId=""
          barberName="Any Available Stylist"
          date={day}
          details={{ name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com' }}
          onClose={vi.fn()}
        />,
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not add you to the waitlist. Please try again.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (already on the list today) and keeps the form", async () => {
    const message = "You're already on this shop's waitlist today. Use the link in your email to see or leave it.";
    reply = { status: 409, body: { message, code: 'waitlist_already_joined' } };
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(screen.getByRole('group', { name: 'Time window 1' })).getByLabelText('Date 1')).toBeInTheDocument();
    expect(screen.queryByText(JOINED_TEXT)).toBeNull();
  });
});
