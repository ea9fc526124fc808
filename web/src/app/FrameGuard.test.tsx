import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../shared/ui/NotFoundScreen';
import { FrameGuard } from './FrameGuard';

function renderAt(path: string, framed: boolean) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FrameGuard framed={framed}>
        <p>the site</p>
      </FrameGuard>
    </MemoryRouter>,
  );
}

describe('the app inside a frame', () => {
  it('shows the booking flow under /embed/', () => {
    renderAt('/embed/test-cuts', true);
    expect(screen.getByText('the site')).toBeInTheDocument();
  });

  it('does not show any other page there, but a link opening it in a new tab', async () => {
    renderAt('/dashboard?tab=today', true);
    expect(screen.queryByText('the site')).not.toBeInTheDocument();
    const open = await screen.findByRole('link', { name: 'Open it in a new tab' });
    expect(open).toHaveAttribute('href', '/dashboard?tab=today');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('is the whole site when not framed', () => {
    renderAt('/auth', false);
    expect(screen.getByText('the site')).toBeInTheDocument();
  });
});

describe("the embed's not-found screen", () => {
  it('opens the home page in a new tab, not inside the frame', () => {
    render(
      <MemoryRouter>
        <NotFoundScreen title="Barbershop Not Found" text="gone" homeInNewTab />
      </MemoryRouter>,
    );
    const home = screen.getByRole('link', { name: 'Back to Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveAttribute('target', '_blank');
  });
});
