import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './routes';

describe('route table', () => {
  it('shows 404 Page Not Found for a path with more than one segment', async () => {
    render(
      <MemoryRouter initialEntries={['/not/a/page']}>
        <AppRoutes />
      </MemoryRouter>,
    );
    // a lazy page: not in the public pages' first script
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
