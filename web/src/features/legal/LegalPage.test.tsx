import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto, ShopPageDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LegalPage from './LegalPage';

afterEach(() => vi.unstubAllGlobals());

function renderAt(url: string) {
  const fetch = vi.fn(async (u: string) => {
    if (u !== '/api/barbershops/by-slug/classic-cuts') throw new Error(`unexpected ${u}`);
    const page = { shop: { name: 'Classic Cuts', slug: 'classic-cuts', manageCutoffHours: 24 } as BarbershopDto } as ShopPageDto;
    return new Response(JSON.stringify(page), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/legal/terms" element={<LegalPage kind="terms" />} />
          <Route path="/legal/privacy" element={<LegalPage kind="privacy" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('Terms and Privacy pages', () => {
  it('fills the shop’s part with its name and change policy when reached from a shop', async () => {
    renderAt('/legal/terms?shop=classic-cuts');
    expect(screen.getByRole('heading', { name: 'Terms and Conditions', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Booking with Classic Cuts' })).toBeInTheDocument();
    expect(screen.getByText(/up to 24 hours before your appointment/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About BarberBook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy?shop=classic-cuts');
    expect(screen.getByRole('link', { name: 'Classic Cuts' })).toHaveAttribute('href', '/classic-cuts');
  });

  it('shows only the platform’s text without a shop, asking nothing', () => {
    const fetch = renderAt('/legal/privacy');
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we collect' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/legal/terms');
    expect(fetch).not.toHaveBeenCalled();
  });
});
