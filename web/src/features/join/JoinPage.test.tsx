import type { InvitePreviewDto } from '@barbershop/core/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { SIGNED_IN_MARKER_KEY } from '../../lib/firebase/session';
import { withQueryClient } from '../../test/withQueryClient';
import JoinPage from './JoinPage';

// /api is mocked at its client; signing the browser in (the Auth SDK) at the session module.
const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), startSession: vi.fn() }));
vi.mock('../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../lib/api/client')>()),
  api: { get: mocks.get, post: mocks.post },
}));
vi.mock('../../lib/auth/session', async (original) => ({
  ...(await original<typeof import('../../lib/auth/session')>()),
  startSession: mocks.startSession,
}));

const TOKEN = 'a'.repeat(43);
const preview: InvitePreviewDto = {
  shopName: 'Classic Cuts',
  role: 'barber',
  email: 'sam@example.com',
  barberName: 'Sam',
  accountExists: false,
  expiresAt: '2026-12-03T10:00:00Z',
};
const session = { customToken: 'ct', id: 'u1', email: 'sam@example.com', role: 'staff' };

/** The preview and the join answer as given; login answers a session. */
function serve(invite: InvitePreviewDto | ApiError, accept: unknown = { ...session, shopId: 's1' }) {
  mocks.post.mockImplementation(async (path: string) => {
    if (path === '/api/invites/preview') {
      if (invite instanceof ApiError) throw invite;
      return invite;
    }
    if (path === '/api/invites/accept') {
      if (accept instanceof ApiError) throw accept;
      return accept;
    }
    if (path === '/api/login') return session;
    throw new Error(`unexpected POST ${path}`);
  });
}

function open() {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[`/join?token=${TOKEN}`]}>
        <Routes>
          <Route path="/join" element={<JoinPage />} />
          <Route path="/dashboard" element={<p>The dashboard</p>} />
        </Routes>
      </MemoryRouter>,
    ),
  );
  return userEvent.setup();
}

const signedIn = (email: string) => {
  localStorage.setItem(SIGNED_IN_MARKER_KEY, '1');
  mocks.get.mockResolvedValue({ id: 'u9', email, role: 'staff', firstName: 'Sam', lastName: '', username: '' });
};

beforeEach(() => {
  mocks.get.mockReset();
  mocks.post.mockReset();
  mocks.startSession.mockReset().mockResolvedValue(undefined);
});
afterEach(() => localStorage.clear());

describe('the join page', () => {
  it('signed out without an account: sets a name and password, joins, and opens the dashboard on the shop', async () => {
    serve(preview);
    const user = open();
    expect(await screen.findByRole('heading', { name: 'Join Classic Cuts as Barber' })).toBeInTheDocument();
    expect(screen.getByText('Invite for sam@example.com')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First name'), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Cutter');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Join Classic Cuts' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(mocks.post).toHaveBeenCalledWith('/api/invites/accept', {
      token: TOKEN,
      firstName: 'Sam',
      lastName: 'Cutter',
      password: 'a-long-password',
    });
    expect(mocks.startSession).toHaveBeenCalledWith(expect.anything(), session);
    expect(localStorage.getItem('dashboardShopId')).toBe('s1');
  });

  it('signed out without an account: asks for the first name and password before joining', async () => {
    serve(preview);
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Join Classic Cuts' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalledWith('/api/invites/accept', expect.anything());
  });

  it('signed out with an account: signs in with it, then joins', async () => {
    serve({ ...preview, accountExists: true });
    const user = open();
    expect(await screen.findByText('You already have an account. Sign in to accept.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or username')).toHaveValue('sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Sign in to accept' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(mocks.post).toHaveBeenCalledWith('/api/login', { username: 'sam@example.com', password: 'my-password' });
    expect(mocks.post).toHaveBeenLastCalledWith('/api/invites/accept', { token: TOKEN });
  });

  it('signed in: one button joins with this account', async () => {
    signedIn('sam@example.com');
    serve({ ...preview, accountExists: true });
    const user = open();
    expect(await screen.findByText('Signed in as sam@example.com')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Classic Cuts' }));
    expect(await screen.findByText('The dashboard')).toBeInTheDocument();
    expect(mocks.post).toHaveBeenCalledWith('/api/invites/accept', { token: TOKEN });
  });

  it("signed in with another address: says the server's refusal and stays", async () => {
    signedIn('other@example.com');
    serve(
      { ...preview, accountExists: true },
      new ApiError(403, JSON.stringify({ message: 'This invite is for another email address' }), 'Forbidden'),
    );
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Join Classic Cuts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite is for another email address');
    expect(screen.queryByText('The dashboard')).toBeNull();
  });

  it('an expired or used invite asks for a new one', async () => {
    serve(new ApiError(410, JSON.stringify({ message: 'This invite has expired or was already used' }), 'Gone'));
    open();
    expect(await screen.findByText('This invite has expired or was already used. Ask for a new one.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

it('a link without its token says so without asking the server', async () => {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={['/join']}>
        <JoinPage />
      </MemoryRouter>,
    ),
  );
  expect(await screen.findByText(/This invite link is incomplete/)).toBeInTheDocument();
  await waitFor(() => expect(mocks.post).not.toHaveBeenCalled());
});
