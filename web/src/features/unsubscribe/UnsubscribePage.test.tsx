import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UnsubscribePage, { UNSUBSCRIBED_TEXT } from './UnsubscribePage';

let reply: { status: number; body: unknown };

beforeEach(() => {
  reply = { status: 200, body: { unsubscribed: true } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(reply.body), { status: reply.status })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function open(search = '?shop=shop-1&key=k3y') {
  render(
    <MemoryRouter initialEntries={[`/unsubscribe${search}`]}>
      <Routes>
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the unsubscribe page', () => {
  it('sends nothing on load (mail scanners open links), and unsubscribes on the button', async () => {
    const user = open();
    await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(fetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(UNSUBSCRIBED_TEXT)).toBeInTheDocument();
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ shopId: 'shop-1', key: 'k3y' });
  });

  it('a wrong key says the link is not valid', async () => {
    reply = { status: 404, body: { message: 'Not found' } };
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.queryByText(UNSUBSCRIBED_TEXT)).toBeNull();
  });

  it('an incomplete link cannot unsubscribe', async () => {
    open('?shop=shop-1');
    expect(await screen.findByRole('button', { name: 'Unsubscribe' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
  });
});
