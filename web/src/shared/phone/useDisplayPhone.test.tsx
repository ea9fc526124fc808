import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDisplayPhone } from './useDisplayPhone';

const formatModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./formatPhone', () => {
  formatModule.loaded = true;
  return { formatPhone: (stored: string) => `formatted ${stored}` };
});

function Phone({ stored, formatted }: { stored: string; formatted?: string }) {
  return <p>{useDisplayPhone(stored, formatted)}</p>;
}

describe('useDisplayPhone', () => {
  it("shows the server's formatting at once and never loads the phone library for it", async () => {
    render(<Phone stored="+442071234567" formatted="020 7123 4567" />);
    expect(screen.getByText('020 7123 4567')).toBeInTheDocument();
    // longer than whenIdle's fallback (200 ms), after which the library would have loaded
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(formatModule.loaded).toBe(false);
  });

  it('formats a number the server did not format once the library has loaded', async () => {
    render(<Phone stored="+442071234567" />);
    expect(screen.getByText('+442071234567')).toBeInTheDocument();
    expect(await screen.findByText('formatted +442071234567')).toBeInTheDocument();
  });
});
