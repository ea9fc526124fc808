import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BarbershopDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NearSearch from './NearSearch';

afterEach(() => vi.unstubAllGlobals());

const shop = (n: number) =>
  ({ id: `shop-${n}`, name: `Shop ${n}`, slug: `shop-${n}`, address: `${n} High Street`, distanceKm: n }) as BarbershopDto;

function renderNear() {
  const fetch = vi.fn(async (url: string) => {
    const params = new URL(url, 'http://x').searchParams;
    if (url.startsWith('/api/places')) return Response.json({ district: 'E2', lat: 51.5, lng: -0.07 });
    if (!params.get('cursor'))
      return Response.json([shop(1), shop(2)], {
        headers: { Link: `</api/barbershops?${params.toString()}&cursor=c1>; rel="next"` },
      });
    return Response.json([shop(3)]);
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <NearSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('near search', () => {
  it('says a first page is not all, and Show more follows the next link to the rest', async () => {
    const fetch = renderNear();
    await userEvent.type(screen.getByRole('textbox', { name: 'Postcode' }), 'E2 7DJ');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    const list = await screen.findByRole('list', { name: 'Barbershops by distance' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'The first 2 barbershops within 5 miles of E2, nearest first; there are more',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Shop 3/ })).toHaveAttribute('href', '/shop-3');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(fetch).toHaveBeenLastCalledWith(expect.stringContaining('cursor=c1'), expect.anything());
    expect(screen.getByRole('status')).toHaveTextContent('3 barbershops within 5 miles of E2, nearest first');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
