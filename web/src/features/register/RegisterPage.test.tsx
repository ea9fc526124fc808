import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/toast';
import RegisterPage, { TRIAL_BENEFITS } from './RegisterPage';

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
    for (const benefit of TRIAL_BENEFITS) expect(screen.getByText(benefit)).toBeInTheDocument();
    expect(screen.getByText(/No payment required/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/auth');
  });

  it('asks for every field', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText(/Business Name/), 'Fresh Fades');
    await userEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  });
});
