import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShopSearch } from './ShopSearch';

afterEach(() => vi.unstubAllGlobals());

const fade = {
  id: 'shop-1',
  name: 'Fade Room',
  slug: 'fade-room',
  address: '12 Redchurch Street, London E2 7DJ',
} as BarbershopDto;

function renderSearch() {
  const fetch = vi.fn(async (url: string) => {
    const q = new URL(url, 'http://x').searchParams.get('q');
    return new Response(JSON.stringify(q === 'e2' ? [fade] : []), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ShopSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('home search', () => {
  it('asks the listing for what was typed and lists the shops found as links, announcing the count', async () => {
    const fetch = renderSearch();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, area or postcode' }), 'E2{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(results.querySelectorAll('a')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Fade Room/ })).toHaveAttribute('href', '/fade-room');
    expect(screen.getByRole('status')).toHaveTextContent('1 barbershop found for “E2”');
    expect(fetch).toHaveBeenCalledWith('/api/barbershops?q=e2', expect.anything());
  });

  it('says when nothing matches', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('No barbershops found for “zzz”')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
