import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { PASSWORD_RESET_SENT_MESSAGE } from '@barbershop/core/account';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordPage from './ResetPasswordPage';

// Firebase Auth's reset calls are mocked at the lib boundary.
const auth = vi.hoisted(() => ({
  emailOf: vi.fn<(code: string) => Promise<string>>(),
  setPassword: vi.fn<(code: string, password: string) => Promise<void>>(),
}));
vi.mock('../../lib/firebase/passwordReset', () => ({
  emailOfResetCode: auth.emailOf,
  setPasswordWithResetCode: auth.setPassword,
  isDeadResetCode: (err: unknown) => (err as { code?: string }).code === 'auth/invalid-action-code',
}));

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth" element={<p>Sign-in page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const fetchCalls = () => vi.mocked(fetch).mock.calls.map(([url, init]) => ({ url: String(url), init }));

describe('Forgot password', () => {
  it('asks for a username or email before calling the API', async () => {
    renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your username or email')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the identifier and shows the server's one answer", async () => {
    vi.mocked(fetch).mockResolvedValue(answer(200, { message: PASSWORD_RESET_SENT_MESSAGE }));
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('Username or email'), ' Classic Cuts ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_SENT_MESSAGE);
    expect(fetchCalls()).toHaveLength(1);
    expect(fetchCalls()[0]!.url).toBe('/api/password-reset');
    expect(fetchCalls()[0]!.init?.method).toBe('POST');
    expect(JSON.parse(String(fetchCalls()[0]!.init?.body))).toEqual({ identifier: 'Classic Cuts' });
    expect(screen.queryByLabelText('Username or email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth');
  });

  it('says how long to wait when too many requests were made', async () => {
    const wait = 'Too many password reset requests. Please try again in 42 minutes.';
    vi.mocked(fetch).mockResolvedValue(answer(429, { message: wait }));
    renderAt('/reset-password');
    await userEvent.type(screen.getByLabelText('Username or email'), 'classiccuts');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(wait)).toBeInTheDocument();
    expect(screen.getByLabelText('Username or email')).toHaveValue('classiccuts');
  });
});

describe('the reset link', () => {
  const link = '/reset-password?mode=resetPassword&oobCode=code-1&apiKey=k&lang=en';

  it('sets the new password with the code, then leads to sign in', async () => {
    auth.emailOf.mockResolvedValue('owner@fade.example');
    auth.setPassword.mockResolvedValue(undefined);
    renderAt(link);
    expect(await screen.findByText('For the account of owner@fade.example')).toBeInTheDocument();
    expect(auth.emailOf).toHaveBeenCalledWith('code-1');
    await userEvent.type(screen.getByLabelText('New password'), 'newsecret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'newsecret1');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(auth.setPassword).toHaveBeenCalledWith('code-1', 'newsecret1');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it("keeps registration's password rules and wants the password twice", async () => {
    auth.emailOf.mockResolvedValue('owner@fade.example');
    renderAt(link);
    await userEvent.type(await screen.findByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('New password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(auth.setPassword).not.toHaveBeenCalled();
  });

  it('says when the link has expired or was used, and offers a new one', async () => {
    auth.emailOf.mockRejectedValue(Object.assign(new Error('x'), { code: 'auth/invalid-action-code' }));
    renderAt(link);
    expect(
      await screen.findByText('This reset link has expired or has already been used. Please ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/reset-password');
  });

  it('a link of another action is not a reset link: the request form shows', () => {
    renderAt('/reset-password?mode=verifyEmail&oobCode=code-1');
    expect(screen.getByRole('heading', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(auth.emailOf).not.toHaveBeenCalled();
  });
});
