import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, ShopPageDto, ShopReviewsDto } from '@barbershop/core/api';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DEFAULT_PAYMENT_POLICY } from '@barbershop/core/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_MS } from '../../shared/connectivity/connection';
import ShopPage from './ShopPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderShopPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/classic-cuts']}>
        <Routes>
          <Route path="/:businessName" element={<ShopPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const shop = {
  id: 'shop-1',
  name: 'Classic Cuts',
  slug: 'classic-cuts',
  description: '',
  address: '',
  phone: '',
  email: '',
  heroImages: [],
  logoImage: '',
  googleBusinessUrl: 'https://g.co/kgs/classic',
  timezone: 'Europe/London',
  businessHours: [],
  bookingHorizonDays: 90,
  manageCutoffHours: 24,
  waitlist: { enabled: true, order: 'firstCome', holdMinutes: 15 },
  serviceNames: [],
  rating: null,
  bookable: true,
} as BarbershopDto;

function serveShopPage(reviews: ShopReviewsDto, shopAnswer: BarbershopDto = shop) {
  const page: ShopPageDto = { shop: shopAnswer, services: [], barbers: [], reviews };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/barbershops/by-slug/classic-cuts') return new Response(JSON.stringify(page), { status: 200 });
      throw new Error(`unexpected ${url}`);
    }),
  );
}

describe('public shop page', () => {
  it('shows the verified reviews: the average with stars, the count, the latest with first name, month and reply', async () => {
    serveShopPage({
      average: 4.7,
      count: 12,
      reviews: [
        { id: 'a1', rating: 5, comment: 'Best fade in town', firstName: 'Ada', month: '2026-11', reply: 'Thanks Ada!' },
        { id: 'a2', rating: 4, comment: null, firstName: 'Grace', month: '2026-10', reply: null },
      ],
    });
    renderShopPage();
    const card = await screen.findByRole('region', { name: 'Verified Reviews' }, { timeout: 10_000 });
    expect(within(card).getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText(/^4\.7/)).toBeInTheDocument();
    expect(within(card).getByText('12 verified reviews')).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Best fade in town')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Ada, November 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Reply from Classic Cuts: Thanks Ada!')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Grace, October 2026')).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/Reply from/)).not.toBeInTheDocument();
    // the Google card stays as it was
    expect(screen.getByRole('heading', { name: 'Google Reviews' })).toBeInTheDocument();
  });

  it('says "1 verified review" for one', async () => {
    serveShopPage({
      average: 5,
      count: 1,
      reviews: [{ id: 'a1', rating: 5, comment: null, firstName: 'Ada', month: '2026-11', reply: null }],
    });
    renderShopPage();
    expect(await screen.findByText('1 verified review', {}, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('shows no reviews card before the first review', async () => {
    serveShopPage({ average: null, count: 0, reviews: [] });
    renderShopPage();
    expect(await screen.findByRole('heading', { name: 'Google Reviews' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verified Reviews' })).not.toBeInTheDocument();
    expect(screen.queryByText(/verified review/)).not.toBeInTheDocument();
  });

  it('shows the slow-loading screen once the shop has been loading for the time-out, like the home page', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/classic-cuts']}>
          <Routes>
            <Route path="/:businessName" element={<ShopPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Taking longer than expected...')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(SLOW_LOAD_MS - 1000));
    expect(screen.queryByText('Taking longer than expected...')).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('heading', { name: 'Taking longer than expected...' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('the booking policy', () => {
  const noReviews = { average: null, count: 0, reviews: [] };
  const deposit = {
    ...DEFAULT_PAYMENT_POLICY,
    mode: 'deposit' as const,
    deposit: { kind: 'percent' as const, value: 20 },
    version: 2,
    updatedAt: null,
  };

  it('is shown once the shop can take payments and asks for something', async () => {
    serveShopPage(noReviews, { ...shop, paymentsLive: true, paymentPolicy: deposit });
    renderShopPage();
    const section = await screen.findByRole('region', { name: 'Booking policy' });
    expect(section).toHaveTextContent(/20%/);
  });

  it('is not shown while the shop cannot take payments, or asks for nothing', async () => {
    serveShopPage(noReviews, { ...shop, paymentsLive: false, paymentPolicy: deposit });
    renderShopPage();
    await screen.findByRole('heading', { name: 'Classic Cuts' });
    expect(screen.queryByRole('region', { name: 'Booking policy' })).not.toBeInTheDocument();
  });
});
