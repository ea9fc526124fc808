import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { OnlineGate } from './ConnectivityScreens';
import { useKeepPageOffline } from './pageKeptOffline';

/** A page that has loaded and keeps itself; what is typed into it must survive. */
function LoadedPage() {
  useKeepPageOffline(true);
  const [text, setText] = useState('');
  return <input aria-label="typed" value={text} onChange={(e) => setText(e.target.value)} />;
}

function renderAt(path: string, page = <p>page content</p>) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <OnlineGate>{page}</OnlineGate>
    </MemoryRouter>,
  );
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
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

  it('keeps a loaded page that keeps itself, with what was typed, under a banner until back online', () => {
    renderAt('/classic-cuts', <LoadedPage />);
    fireEvent.change(screen.getByLabelText('typed'), { target: { value: 'Ada Lovelace' } });
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent('No Internet Connection');
    expect(screen.queryByRole('heading', { name: 'No Internet Connection' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('typed')).toHaveValue('Ada Lovelace');
    goOnline();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('typed')).toHaveValue('Ada Lovelace');
  });
});
