import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineGate } from './ConnectivityScreens';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OnlineGate>
        <p>page content</p>
      </OnlineGate>
    </MemoryRouter>,
  );
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

afterEach(() => vi.restoreAllMocks());

describe('online gate', () => {
  it('replaces a public page with No Internet Connection when the connection drops', () => {
    renderAt('/classic-cuts');
    expect(screen.getByText('page content')).toBeInTheDocument();
    goOffline();
    expect(screen.getByRole('heading', { name: 'No Internet Connection' })).toBeInTheDocument();
    expect(screen.getByText('Please check your internet connection and try again.')).toBeInTheDocument();
  });

  it('keeps an owner screen on show', () => {
    renderAt('/dashboard');
    goOffline();
    expect(screen.getByText('page content')).toBeInTheDocument();
  });
});
