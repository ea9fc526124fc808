import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, BarberDto, MonthAvailabilityDto, ServiceDto, ShopPageDto, ShopSlotsDto } from '@barbershop/core/api';
import { RATING_MESSAGE } from '@barbershop/core/reviews';
import { addDays, dayjs, todayIn, zonedToInstant } from '@barbershop/core/time';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import type { ManagedAppointmentState } from '../../lib/firestore/bookingManage';
import type { ManageBookingDto } from '@barbershop/core/api';
import ManageBookingPage from './ManageBookingPage';

// The Firebase part (sign-in, live document, the cancel update) is mocked at the lib boundary.
const firebase = vi.hoisted(() => ({
  onChange: null as ((state: ManagedAppointmentState | null) => void) | null,
  cancel: vi.fn<(ref: unknown) => Promise<void>>(),
  review: vi.fn<(ref: unknown, review: unknown) => Promise<void>>(),
}));
vi.mock('../../lib/firestore/bookingManage', () => ({
  watchManagedAppointment: (_ref: unknown, onChange: (state: ManagedAppointmentState | null) => void) => {
    firebase.onChange = onChange;
    return () => undefined;
  },
  cancelManagedAppointment: firebase.cancel,
  writeManagedReview: firebase.review,
  isPermissionDenied: (err: unknown) => (err as { code?: string }).code === 'permission-denied',
}));

const ZONE = 'Europe/London';
const DATE = addDays(todayIn(ZONE), 5);
const CLOSED = 'Changes online have closed for this booking. Please call the shop to change or cancel it.';

function booking(
  over: Partial<ManageBookingDto> = {},
  appointment: Partial<ManageBookingDto['appointment']> = {},
): ManageBookingDto {
  const start = zonedToInstant(DATE, '10:00', ZONE);
  return {
    appointment: {
      id: 'appt-1',
      status: 'scheduled',
      date: DATE,
      time: '10:00',
      durationMin: 30,
      pricePence: 2500,
      serviceId: 'cut',
      serviceIds: ['cut'],
      serviceName: 'Haircut',
      services: [{ name: 'Haircut', durationMin: 30, pricePence: 2500 }],
      barberId: 'b1',
      barberName: 'Sam',
      customerFirstName: 'Alex',
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      ...appointment,
    },
    shop: {
      id: 'shop-1',
      name: 'Test Cuts',
      slug: 'test-cuts',
      address: '1 High Street, Leeds',
      phone: '+441134960000',
      email: 'hello@test-cuts.example',
      timezone: ZONE,
    },
    manageUntil: start.toISOString(),
    canManage: true,
    firebaseToken: 'custom-token',
    canReview: false,
    review: null,
    ...over,
  };
}

const barber = (id: string, name: string): BarberDto => ({
  id,
  name,
  shopId: 'shop-1',
  barbershopId: 'shop-1',
  specialty: '',
  bio: '',
  photoUrl: '',
  isActive: true,
  weeklyHours: null,
});

const service = (id: string, name: string, barberIds: string[] | null): ServiceDto => ({
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
  barberIds,
});

let shopPage: ShopPageDto;
const plainShopPage: ShopPageDto = {
  shop: {
    id: 'shop-1',
    name: 'Test Cuts',
    slug: 'test-cuts',
    timezone: ZONE,
    bookingHorizonDays: 90,
    bookable: true,
  } as BarbershopDto,
  services: [],
  barbers: [barber('b1', 'Sam'), barber('b2', 'Jo')],
  reviews: { average: null, count: 0, reviews: [] },
};

type Answer = { status: number; body: unknown };
let manageAnswer: Answer;
let rescheduleAnswer: Answer;
let cancelAnswer: Answer;

function answer(url: string): Answer {
  if (url.endsWith('/manage')) return manageAnswer;
  if (url.endsWith('/reschedule')) return rescheduleAnswer;
  if (url.endsWith('/manage/cancel')) return cancelAnswer;
  if (url.startsWith('/api/barbershops/by-slug/test-cuts')) return { status: 200, body: shopPage };
  if (url.includes('/availability')) {
    const month = new URL(url, 'http://x').searchParams.get('month')!;
    return {
      status: 200,
      body: { month, serviceId: 'cut', barberId: 'b1', availableDates: [todayIn(ZONE), DATE] } satisfies MonthAvailabilityDto,
    };
  }
  if (url.includes('/slots')) {
    const slots = [
      { time: '16:00', available: false, reason: 'Booked' },
      { time: '16:30', available: true },
    ];
    return {
      status: 200,
      body: {
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
      } satisfies ShopSlotsDto,
    };
  }
  throw new Error(`unexpected ${url}`);
}

beforeEach(() => {
  shopPage = plainShopPage;
  manageAnswer = { status: 200, body: booking() };
  rescheduleAnswer = { status: 200, body: booking() };
  cancelAnswer = { status: 500, body: { message: 'not set' } };
  firebase.onChange = null;
  firebase.cancel.mockReset();
  firebase.review.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { status, body } = answer(url);
      return new Response(JSON.stringify(body), { status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage(path = '/booking/appt-1?t=secret-token') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/booking/:appointmentId" element={<ManageBookingPage />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const fetchCalls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: String(url), init }));
const dateLabel = (date: string) => dayjs.utc(date).format('dddd D MMMM YYYY');
// the reschedule calendar opens on the booking's month: its own date is a day it shows
const findBookedDay = () => screen.findByRole('gridcell', { name: dateLabel(DATE) }, { timeout: 15_000 });

describe('manage my booking', () => {
  it('shows the booking, the first name only, and Reschedule and Cancel Appointment', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Hi Alex' })).toBeInTheDocument();
    expect(fetchCalls()[0]!.url).toBe('/api/appointments/appt-1/manage');
    expect(fetchCalls()[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(fetchCalls()[0]!.init?.body))).toEqual({ token: 'secret-token' });
    expect(screen.getByRole('link', { name: 'Test Cuts' })).toHaveAttribute('href', '/test-cuts');
    expect(screen.getByText('Haircut')).toBeInTheDocument();
    expect(screen.getByText('Sam')).toBeInTheDocument();
    expect(screen.getByText(dateLabel(DATE))).toBeInTheDocument();
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText('£25.00')).toBeInTheDocument();
    expect(screen.getByText('1 High Street, Leeds')).toBeInTheDocument();
    expect(screen.getByText('hello@test-cuts.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+441134960000');
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel Appointment' })).toBeEnabled();
    expect(document.title).toBe('Your booking at Test Cuts | BarberBook');
  });

  it('shows Booking not found for an unknown booking or a wrong token, and no details', async () => {
    manageAnswer = { status: 404, body: { message: 'Booking not found' } };
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByText(/The link may be wrong/)).toBeInTheDocument();
    expect(screen.queryByText('Haircut')).not.toBeInTheDocument();
    expect(screen.queryByText(/Alex/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('shows Booking not found without asking the server when the link has no token', async () => {
    renderPage('/booking/appt-1');
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after the cut-off says to call the shop, with Call Now and no actions', async () => {
    manageAnswer = { status: 200, body: booking({ canManage: false }) };
    renderPage();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+441134960000');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
  });

  it('says a cancelled appointment has been cancelled, with no actions', async () => {
    manageAnswer = { status: 200, body: booking({ canManage: false }, { status: 'cancelled' }) };
    renderPage();
    expect(await screen.findByText('This appointment has been cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cancelled Appointment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your Appointment' })).not.toBeInTheDocument();
    expect(screen.queryByText(CLOSED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Again' })).toHaveAttribute('href', `/${booking().shop.slug}`);
  });

  it('says a past appointment has passed, with no actions', async () => {
    manageAnswer = { status: 200, body: booking({ canManage: false }, { status: 'completed' }) };
    renderPage();
    expect(await screen.findByText('This appointment has passed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('cancels after the confirmation dialog, and the live document shows it cancelled', async () => {
    firebase.cancel.mockImplementation(async () => {
      firebase.onChange?.({ status: 'cancelled', date: DATE, time: '10:00', barberId: 'b1' });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(firebase.cancel).toHaveBeenCalledWith({ shopId: 'shop-1', appointmentId: 'appt-1', firebaseToken: 'custom-token' });
    expect((await screen.findAllByText('This appointment has been cancelled.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('shows a cancel at once while the live view still says scheduled (it follows a moment later)', async () => {
    firebase.cancel.mockResolvedValue(undefined);
    renderPage();
    await vi.waitFor(() => expect(firebase.onChange).not.toBeNull());
    act(() => firebase.onChange!({ status: 'scheduled', date: DATE, time: '10:00', barberId: 'b1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect((await screen.findAllByText('This appointment has been cancelled.')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('says to call the shop when the rules refuse the cancellation', async () => {
    firebase.cancel.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByText('This booking can no longer be changed online. Please call the shop.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('says to call the shop when the server refuses a paid booking’s cancel past the cut-off (422)', async () => {
    const payment = { kind: 'deposit', paidPence: 500, refundedPence: 0, cancelAdvice: '', policyText: '' } as const;
    manageAnswer = { status: 200, body: booking({ payment }) };
    cancelAnswer = { status: 422, body: { message: CLOSED } };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Appointment' }));
    expect(
      await screen.findByText('This booking can no longer be changed online. Please call the shop.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(fetchCalls().some((c) => c.url === '/api/appointments/appt-1/manage/cancel')).toBe(true);
    expect(firebase.cancel).not.toHaveBeenCalled();
  });

  it('reschedules to a chosen date and time and shows the new time', async () => {
    const day = DATE;
    rescheduleAnswer = { status: 200, body: booking({}, { date: day, time: '16:30', barberId: 'b2', barberName: 'Jo' }) };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('radio', { name: 'Sam' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Jo' }));
    await userEvent.click(await findBookedDay());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm New Time' }));

    expect(await screen.findByText(`Your new time is ${dateLabel(day)} at 16:30.`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('16:30')).toBeInTheDocument();
    expect(screen.getByText('Jo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm New Time' })).not.toBeInTheDocument();
    const post = fetchCalls().find((c) => c.url === '/api/appointments/appt-1/reschedule')!;
    expect(post.init?.method).toBe('POST');
    expect(JSON.parse(String(post.init?.body))).toEqual({ token: 'secret-token', date: day, time: '16:30', barberId: 'b2' });
    expect(screen.getAllByText(dateLabel(day)).length).toBeGreaterThan(0);
  });

  it('on 409 shows the server message and asks for the times again', async () => {
    rescheduleAnswer = { status: 409, body: { message: 'That time has just been taken. Please choose another time.' } };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Any Available Stylist' }));
    await userEvent.click(await findBookedDay());
    await userEvent.click(await screen.findByRole('button', { name: '16:30' }));
    const slotLoads = fetchCalls().filter((c) => c.url.includes('/slots')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm New Time' }));

    expect(
      await screen.findByText('That time has just been taken. Please choose another time.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const post = fetchCalls().find((c) => c.url === '/api/appointments/appt-1/reschedule')!;
    expect(JSON.parse(String(post.init?.body))).toEqual({
      token: 'secret-token',
      date: DATE,
      time: '16:30',
      barberId: '',
    });
    await vi.waitFor(() => expect(fetchCalls().filter((c) => c.url.includes('/slots')).length).toBeGreaterThan(slotLoads));
    expect(screen.getByRole('button', { name: 'Confirm New Time' })).toBeDisabled();
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it("opens the reschedule calendar on the booking's month, not today's", async () => {
    const later = addDays(todayIn(ZONE), 40);
    manageAnswer = { status: 200, body: booking({}, { date: later }) };
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const month = dayjs.utc(later).format('MMMM YYYY');
    expect(await screen.findByRole('grid', { name: month }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetchCalls().map((c) => c.url)).toContain(
      `/api/barbershops/shop-1/availability?month=${later.slice(0, 7)}&serviceId=cut&barberId=b1`,
    );
  });

  describe('a visit of several services', () => {
    const visit = booking(
      {},
      {
        serviceIds: ['cut', 'beard'],
        serviceName: 'Haircut + Beard Trim',
        services: [
          { name: 'Haircut', durationMin: 30, pricePence: 2500 },
          { name: 'Beard Trim', durationMin: 20, pricePence: 1500 },
        ],
        durationMin: 50,
        pricePence: 4000,
      },
    );

    it('shows every service with its price, then the total time and price', async () => {
      manageAnswer = { status: 200, body: visit };
      renderPage();
      const list = await screen.findByRole('list', { name: 'Services' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Haircut£25.00', 'Beard Trim£15.00']);
      expect(screen.getByText('50 minutes')).toBeInTheDocument();
      expect(screen.getByText('£40.00')).toBeInTheDocument();
    });

    it('reschedules with the booked services together, among the barbers who perform them all', async () => {
      manageAnswer = { status: 200, body: visit };
      // Jo does not trim beards
      shopPage = { ...plainShopPage, services: [service('cut', 'Haircut', null), service('beard', 'Beard Trim', ['b1'])] };
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
      expect(await screen.findByRole('radio', { name: 'Sam' })).toBeChecked();
      expect(screen.queryByRole('radio', { name: 'Jo' })).not.toBeInTheDocument();
      await userEvent.click(await findBookedDay());
      await screen.findByRole('button', { name: '16:30' });
      const month = DATE.slice(0, 7);
      const urls = fetchCalls().map((c) => c.url);
      expect(urls).toContain(
        `/api/barbershops/shop-1/availability?month=${month}&serviceId=cut&serviceIds=cut,beard&barberId=b1`,
      );
      expect(urls).toContain(`/api/barbershops/shop-1/slots?date=${DATE}&serviceId=cut&serviceIds=cut,beard`);
    });
  });

  describe('review', () => {
    // a plain click: userEvent's pointer moves over the zero-sized stars of jsdom, which MUI's
    // Rating reads as hovering no star
    const pickStars = (radio: HTMLElement) => fireEvent.click(radio);
    const visited = (over: Partial<ManageBookingDto> = {}) =>
      booking({ canManage: false, canReview: true, ...over }, { status: 'completed' });

    it('shows Rate Your Visit when the visit may be reviewed', async () => {
      manageAnswer = { status: 200, body: visited() };
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Rate Your Visit' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '5 Stars' })).toBeInTheDocument();
      expect(screen.getByLabelText('Comment (optional)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    });

    it('is not offered before the visit', async () => {
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Hi Alex' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Rate Your Visit' })).not.toBeInTheDocument();
    });

    it('writes exactly the review document, thanks the booker and shows the review from the server', async () => {
      manageAnswer = { status: 200, body: visited() };
      firebase.review.mockImplementation(async () => {
        manageAnswer = {
          status: 200,
          body: visited({ canReview: false, review: { rating: 4, comment: 'Great fade', createdAt: new Date().toISOString() } }),
        };
      });
      renderPage();
      pickStars(await screen.findByRole('radio', { name: '4 Stars' }));
      await userEvent.type(screen.getByLabelText('Comment (optional)'), '  Great fade ');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

      expect(await screen.findByText('Thank you for your review', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(firebase.review).toHaveBeenCalledTimes(1);
      expect(firebase.review).toHaveBeenCalledWith(
        { shopId: 'shop-1', appointmentId: 'appt-1', firebaseToken: 'custom-token' },
        { barberId: 'b1', rating: 4, comment: 'Great fade', firstName: 'Alex' },
      );
      expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
      expect(screen.getByText('Great fade')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    });

    it('asks for a rating and writes nothing without one', async () => {
      manageAnswer = { status: 200, body: visited() };
      renderPage();
      await userEvent.type(await screen.findByLabelText('Comment (optional)'), 'Nice');
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByText(RATING_MESSAGE)).toBeInTheDocument();
      expect(firebase.review).not.toHaveBeenCalled();
    });

    it('says the visit can no longer be reviewed when the rules refuse it', async () => {
      manageAnswer = { status: 200, body: visited() };
      firebase.review.mockRejectedValue(Object.assign(new Error('denied'), { code: 'permission-denied' }));
      renderPage();
      pickStars(await screen.findByRole('radio', { name: '5 Stars' }));
      await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
      expect(await screen.findByText('This visit can no longer be reviewed.', {}, { timeout: 10_000 })).toBeInTheDocument();
    });

    it('shows a written review with its stars and comment, and no form', async () => {
      manageAnswer = {
        status: 200,
        body: visited({
          canReview: false,
          review: { rating: 5, comment: 'Best cut in Leeds', createdAt: new Date().toISOString() },
        }),
      };
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(screen.getByText('Best cut in Leeds')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Rate Your Visit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    });
  });
});
