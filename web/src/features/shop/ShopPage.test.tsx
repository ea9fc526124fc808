import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_LOAD_MS } from '../connectivity/connection';
import ShopPage from './ShopPage';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('public shop page', () => {
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
