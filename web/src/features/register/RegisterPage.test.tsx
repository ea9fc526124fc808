import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

describe('RegisterPage', () => {
  it('derives the read-only username from the business name', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), "Joe's Cuts & Co");
    const username = screen.getByLabelText('Username');
    expect(username).toHaveValue('joescutsco');
    expect(username).toHaveAttribute('readonly');
  });

  it('lists the trial benefits, the no-payment note and the way back to sign in', () => {
    renderPage();
    // The spec's trial features (section 1), in its order, each a list item under the heading.
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
    await userEvent.type(screen.getByLabelText(/Password/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });
});
