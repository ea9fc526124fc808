import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import RegisterPage from './RegisterPage';

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <RegisterPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** The server's answer to GET /api/usernames/{username}: classic-cuts is taken. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const username = decodeURIComponent(String(url).split('/api/usernames/')[1] ?? '');
      const taken = username === 'classic-cuts';
      const body = taken
        ? {
            username,
            available: false,
            message: 'The username classic-cuts is already taken. Please choose another.',
            suggestions: ['classic-cuts-2', 'classic-cuts-3'],
          }
        : { username, available: true, message: null, suggestions: [] };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('suggests the username from the business name and shows the booking link it makes', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), "Joe's Cuts & Co");
    const username = screen.getByRole('textbox', { name: /Username/ });
    expect(username).toHaveValue('joes-cuts-co');
    expect(username).not.toHaveAttribute('readonly');
    expect(screen.getByText(`${window.location.host}/joes-cuts-co`)).toBeInTheDocument();
    expect(await screen.findByText('Available')).toBeInTheDocument();
  });

  it('lets the owner type their own username, which then stays when the name changes', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Fades');
    const username = screen.getByRole('textbox', { name: /Username/ });
    await userEvent.clear(username);
    await userEvent.type(username, 'Fades Of Leeds');
    expect(username).toHaveValue('fades-of-leeds');
    await userEvent.type(screen.getByLabelText(/Business Name/), ' Studio');
    expect(username).toHaveValue('fades-of-leeds');
  });

  it('says when a username is taken and offers free ones to pick', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Classic Cuts');
    expect(await screen.findByText('The username classic-cuts is already taken. Please choose another.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'classic-cuts-2' }));
    expect(screen.getByRole('textbox', { name: /Username/ })).toHaveValue('classic-cuts-2');
    expect(await screen.findByText('Available')).toBeInTheDocument();
  });

  it('says what is wrong with a username the rules refuse, without asking the server', async () => {
    renderPage();
    const username = screen.getByRole('textbox', { name: /Username/ });
    await userEvent.type(username, 'dashboard');
    expect(screen.getByText(/reserved/)).toBeInTheDocument();
    await userEvent.clear(username);
    await userEvent.type(username, 'ab');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 500));
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(asked.filter((url) => url.includes('/api/usernames/ab'))).toEqual([]);
  });

  it('lists the trial benefits, the no-payment note and the way back to sign in', () => {
    renderPage();
    // The trial's features, in the product's order, each a list item under the heading.
    const list = screen.getByRole('heading', { name: 'Your 7-day free trial includes:' }).nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited appointments', 'Staff management', 'Customer database', 'Email notifications', 'Analytics dashboard']);
    expect(screen.getByText('No payment required during your 7-day free trial.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
  });

  it("asks for the owner's own name (the emails greet them by it)", async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Fresh Fades');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'owner@fresh.example');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret-pass');
    expect(screen.getByLabelText(/Your Name/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('asks for every field', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Fresh Fades');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it('says what the server would say of a short password, without sending it', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Your Name/), 'Jordan Smith');
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Fresh Fades');
    await userEvent.type(screen.getByLabelText(/Email Address/), 'owner@fresh.example');
    await userEvent.type(screen.getByLabelText(/^Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });
});
