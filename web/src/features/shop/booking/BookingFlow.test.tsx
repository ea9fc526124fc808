import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, BarberDto, MonthAvailabilityDto, ServiceDto, ShopSlotsDto } from '@barbershop/core/api';
import { addDays, dayjs, todayIn } from '@barbershop/core/time';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../shared/ui/toast';
import { BookingFlow } from './BookingFlow';
import { bookingDrafts } from './bookingDraft';
import { MARKETING_CONSENT_LABEL } from './ConsentCheckbox';
import { EMAIL_ONLY_LINE } from './ReminderChoice';

const ZONE = 'Europe/London';
const shop = { id: 'shop-1', name: 'Test Cuts', timezone: ZONE } as BarbershopDto;
const service = (
  id: string,
  name: string,
  { durationMin = 30, pricePence = 2000, bufferMin = 0, barberIds = null as string[] | null } = {},
): ServiceDto => ({
  id,
  name,
  shopId: 'shop-1',
  barbershopId: 'shop-1',
  description: '',
  durationMin,
  pricePence,
  isActive: true,
  duration: durationMin,
  price: pricePence / 100,
  bufferMin,
  barberIds,
});
const barberNamed = (id: string, name: string): BarberDto => ({
  id,
  name,
  shopId: 'shop-1',
  barbershopId: 'shop-1',
  specialty: 'Fades',
  bio: '',
  photoUrl: '',
  isActive: true,
  weeklyHours: null,
});
// Jo does not trim beards; the beard trim's cleanup buffer is the barber's, never shown
const SERVICES = [
  service('cut', 'Haircut'),
  service('beard', 'Beard Trim', { durationMin: 20, pricePence: 1500, bufferMin: 10, barberIds: ['b1'] }),
  service('shave', 'Hot Towel Shave', { durationMin: 40, pricePence: 3000 }),
];
const BARBERS = [barberNamed('b1', 'Sam'), barberNamed('b2', 'Jo')];

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
      barbers: [
        { barberId: 'b1', barberName: 'Sam', slots },
        { barberId: 'b2', barberName: 'Jo', slots },
      ],
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
afterEach(() => {
  vi.unstubAllGlobals();
  bookingDrafts.clear('shop-1');
});

function WhereNow() {
  const location = useLocation();
  return (
    <output aria-label="where">
      {JSON.stringify({ url: location.pathname + location.search, state: location.state as unknown })}
    </output>
  );
}

function renderFlow(at = '/test-cuts', theShop: BarbershopDto = shop) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/test-cuts" element={<BookingFlow shop={theShop} services={SERVICES} barbers={BARBERS} />} />
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
    await userEvent.click(await screen.findByRole('button', { name: 'Show 1 taken time' }));
    expect(screen.getByRole('button', { name: '16:00 - Not Available' })).toBeDisabled();
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

    await userEvent.click(screen.getByRole('button', { name: /^Beard Trim/ }));
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
    await confirmDetails();
    const where = await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(JSON.parse(where.textContent!)).toEqual({
      url: '/booking-confirmation?appointmentId=appt-1',
      state: { manageToken: 'tok-123' },
    });
    // one service asks exactly what it always asked
    expect(bookingRequest()).toMatchObject({ serviceId: 'cut', barberId: '', time: '16:30' });
    expect(bookingRequest()).not.toHaveProperty('serviceIds');
    // an unticked consent box sends nothing (it never withdraws consent given before)
    expect(bookingRequest()).not.toHaveProperty('marketingConsent');
    expect(fetchedUrls().some((url) => url.includes('serviceIds'))).toBe(false);
  });
});

describe('a booking under way is kept', () => {
  it('opens at the step the address names, with the details this tab kept and the shop policy before Confirm', async () => {
    const details = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com', notes: '', terms: true };
    bookingDrafts.saveDetails('shop-1', details);
    renderFlow(`/test-cuts?services=cut&barber=any&date=${todayIn(ZONE)}&time=16:30`);
    expect(await screen.findByLabelText('Full Name *', {}, { timeout: 15_000 })).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Email Address *')).toHaveValue('ada@example.com');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /Haircut/ })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: '16:30' }, { timeout: 15_000 })).toHaveAttribute('aria-pressed', 'true');
    // no cut-off in the shop's answer: the default 24 hours
    expect(
      screen.getByText(
        'You can cancel or reschedule online up to 24 hours before your appointment. After that, contact the shop.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bookingRequest()).toMatchObject({ customerName: 'Ada Lovelace', time: '16:30', barberId: '' });
    // made: nothing of it is kept
    expect(bookingDrafts.load('shop-1').details.name).toBe('');
  });
});

/** Types into a field as one paste: key by key, each keystroke re-renders the whole flow (seconds under jsdom). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function confirmDetails() {
  await enter(await screen.findByLabelText('Full Name *', {}, { timeout: 15_000 }), 'Alex Smith');
  await enter(screen.getByLabelText('Phone Number *'), '07700 900123');
  await enter(screen.getByLabelText('Email Address *'), 'alex@example.com');
  await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
}

const fetchedUrls = () => vi.mocked(fetch).mock.calls.map(([url]) => String(url));
const bookingRequest = (): unknown => {
  const call = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/appointments');
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
};

describe('several services in one visit', () => {
  it('adds services after the first and removes them again, each change clearing the barber', async () => {
    renderFlow();
    expect(screen.queryByRole('heading', { name: 'Add another service' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    const add = screen.getByRole('region', { name: 'Add another service' });
    // the other services, each with its time and price
    expect(within(add).getByText('20 min · £15.00')).toBeInTheDocument();
    expect(within(add).getByText('40 min · £30.00')).toBeInTheDocument();
    expect(within(add).queryByRole('button', { name: 'Add Haircut' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    await userEvent.click(within(add).getByRole('button', { name: 'Add Hot Towel Shave' }));
    expect(screen.getByRole('button', { name: /Any Available Stylist/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: 'Pick a Date & Time' })).not.toBeInTheDocument();
    await userEvent.click(within(add).getByRole('button', { name: 'Add Beard Trim' }));
    expect(screen.getByText('Your visit: Haircut + Hot Towel Shave + Beard Trim · 90 min · £65.00')).toBeInTheDocument();

    await userEvent.click(within(add).getByRole('button', { name: 'Remove Hot Towel Shave' }));
    expect(screen.getByText('Your visit: Haircut + Beard Trim · 50 min · £35.00')).toBeInTheDocument();
    expect(within(add).getByRole('button', { name: 'Add Hot Towel Shave' })).toBeEnabled();
  });

  it('lists only the barbers who perform every chosen service, and Any Available Stylist', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    expect(screen.getByRole('button', { name: /Jo/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Beard Trim' }));
    expect(screen.getByRole('button', { name: /Sam/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Jo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Any Available Stylist/ })).toBeInTheDocument();
  });

  it('asks for the services together, sums them up and books them in the order chosen', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Beard Trim' }));
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await userEvent.click(await findToday());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    const month = todayIn(ZONE).slice(0, 7);
    expect(fetchedUrls()).toContain(
      `/api/barbershops/shop-1/availability?month=${month}&serviceId=cut&serviceIds=cut,beard&barberId=b1`,
    );
    expect(fetchedUrls()).toContain(`/api/barbershops/shop-1/slots?date=${todayIn(ZONE)}&serviceId=cut&serviceIds=cut,beard`);

    await screen.findByText('Booking Summary', {}, { timeout: 15_000 });
    const services = screen.getByRole('list', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Haircut£20.00', 'Beard Trim£15.00']);
    // the customer's time: the services', not the barber's cleanup after them
    expect(screen.getByText('50 minutes')).toBeInTheDocument();
    expect(screen.getByText('£35.00')).toBeInTheDocument();

    await confirmDetails();
    await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bookingRequest()).toMatchObject({ serviceId: 'cut', serviceIds: ['cut', 'beard'], barberId: 'b1', time: '16:30' });
  });

  it('says so instead of a dead end when no barber performs every chosen service', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <MemoryRouter>
            <BookingFlow
              shop={shop}
              services={[service('cut', 'Haircut', { barberIds: ['b2'] }), SERVICES[1]!]}
              barbers={BARBERS}
            />
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Beard Trim' }));
    expect(
      screen.getByText('No barber here does all of these services in one visit. Please remove a service to choose a barber.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Any Available Stylist/ })).not.toBeInTheDocument();
  });
});

// the lazy chunks' first imports (step 4, the join form) are slow on a loaded machine
describe('consent and the waitlist (issue 36)', () => {
  it('sends marketingConsent only when the box is ticked (unticked by default)', async () => {
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Any Available Stylist/ }));
    await userEvent.click(await findToday());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    const consent = await screen.findByRole('checkbox', { name: MARKETING_CONSENT_LABEL }, { timeout: 15_000 });
    expect(consent).not.toBeChecked();
    await userEvent.click(consent);
    await confirmDetails();
    await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bookingRequest()).toMatchObject({ marketingConsent: true });
  }, 45_000);

  it('opens "Join the waitlist" for a shop that takes one, with the details already typed; not for one that does not', async () => {
    bookingDrafts.saveDetails('shop-1', {
      name: 'Ada Lovelace',
      phone: '07700 900123',
      email: 'ada@example.com',
      notes: '',
      terms: false,
    });
    renderFlow('/test-cuts', { ...shop, waitlist: { enabled: true, order: 'firstCome', holdMinutes: 15 } });
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }, { timeout: 15_000 }));
    const form = await screen.findByRole('region', { name: 'Join the waitlist' }, { timeout: 15_000 });
    expect(within(form).getByText(/Haircut with Sam/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Full Name *')).toHaveValue('Ada Lovelace');
    cleanup();
    renderFlow();
    await userEvent.click(await screen.findByRole('button', { name: /Haircut/ }));
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await findToday();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  }, 45_000);
});

describe('reminders by text or email (issue 38)', () => {
  const details = { name: 'Ada Lovelace', phone: '07700 900123', email: 'ada@example.com', notes: '', terms: true };
  const atDetails = () => `/test-cuts?services=cut&barber=any&date=${todayIn(ZONE)}&time=16:30`;

  it('offers texts and emails, both ticked, where the shop texts; the choice is sent as reminderChannels', async () => {
    bookingDrafts.saveDetails('shop-1', details);
    renderFlow(atDetails(), { ...shop, textReminders: true });
    const choice = await screen.findByRole('group', { name: 'Send me reminders by' }, { timeout: 15_000 });
    const text = within(choice).getByRole('checkbox', { name: 'Text message' });
    const email = within(choice).getByRole('checkbox', { name: 'Email' });
    expect(text).toBeChecked();
    expect(email).toBeChecked();
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bookingRequest()).toMatchObject({ reminderChannels: { sms: true, email: false } });
  }, 45_000);

  it('says reminders come by email where the shop does not text, and sends no choice', async () => {
    bookingDrafts.saveDetails('shop-1', details);
    renderFlow(atDetails());
    expect(await screen.findByText(EMAIL_ONLY_LINE, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Text message' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
    expect(bookingRequest()).not.toHaveProperty('reminderChannels');
  }, 45_000);
});

describe('deep links and Reserve with Google (issue 37)', () => {
  const pressed = (name: RegExp) => screen.getByRole('button', { name, pressed: true });

  it('a link with a service and a barber opens on the date step with both chosen', async () => {
    renderFlow('/test-cuts?service=cut&barber=b1');
    expect(await screen.findByRole('heading', { name: 'Pick a Date & Time' })).toBeInTheDocument();
    expect(pressed(/Haircut/)).toBeInTheDocument();
    expect(pressed(/Sam/)).toBeInTheDocument();
    expect(await findToday()).toBeInTheDocument();
  });

  it('Any Available Stylist and several services come through; a barber who does not do them is left to choose', async () => {
    renderFlow('/test-cuts?service=cut&service=shave&barber=any');
    expect(await screen.findByRole('heading', { name: 'Pick a Date & Time' })).toBeInTheDocument();
    expect(pressed(/Any Available Stylist/)).toBeInTheDocument();
    expect(screen.getByText('Your visit: Haircut + Hot Towel Shave · 70 min · £50.00')).toBeInTheDocument();
    cleanup();
    bookingDrafts.clear('shop-1');
    // Jo does not trim beards: the beard trim is chosen, the barber is not
    renderFlow('/test-cuts?service=beard&barber=b2');
    expect(await screen.findByRole('heading', { name: 'Choose Your Barber' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pick a Date & Time' })).not.toBeInTheDocument();
  });

  it('unknown ids are ignored: the flow starts as usual', async () => {
    renderFlow('/test-cuts?service=gone&barber=b1');
    expect(await screen.findByRole('button', { name: /Haircut/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('heading', { name: 'Choose Your Barber' })).not.toBeInTheDocument();
  });

  it('sends the rwg_token the visit arrived with in the booking request', async () => {
    window.history.replaceState(null, '', '/test-cuts?rwg_token=tok-google');
    try {
      renderFlow('/test-cuts?service=cut&barber=any');
      await userEvent.click(await findToday());
      await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
      await confirmDetails();
      await screen.findByRole('status', { name: 'where' }, { timeout: 10_000 });
      expect(bookingRequest()).toMatchObject({ rwgToken: 'tok-google' });
    } finally {
      window.history.replaceState(null, '', '/');
      sessionStorage.clear();
    }
  }, 45_000);
});
