import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '../../shared/ui/toast';
import SignInPage from './SignInPage';

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <SignInPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('SignInPage', () => {
  it('shows the tagline and the link to registration', () => {
    renderPage();
    expect(screen.getByText('Sign in to manage your salon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create business account' })).toHaveAttribute('href', '/register');
  });

  it('leads to the password reset', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
  });

  it('asks for both fields before calling the API', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Username'), 'classiccuts');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both username and password')).toBeInTheDocument();
  });
});
