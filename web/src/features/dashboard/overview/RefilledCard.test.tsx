import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { RefilledCard } from './RefilledCard';

const mocks = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: mocks,
}));

beforeEach(() => {
  mocks.get.mockReset().mockResolvedValue({
    date: '2026-11-26',
    settings: { enabled: true, order: 'firstCome', holdMinutes: 15 },
    entries: [],
    refilled: { weekStart: '2026-11-23', count: 3, revenuePence: 7500 },
  });
});

describe('Chairs refilled this week', () => {
  it("shows the week's refilled chairs of the day shown and the revenue they brought back", async () => {
    render(withQueryClient(<RefilledCard shopId="s1" date="2026-11-26" showMoney />));
    expect(await screen.findByTestId('chairs-refilled')).toHaveTextContent('3');
    expect(screen.getByText('Chairs refilled this week')).toBeInTheDocument();
    expect(screen.getByText('£75.00 brought back · Week of 23 Nov')).toBeInTheDocument();
    expect(mocks.get).toHaveBeenCalledWith('/api/barbershops/s1/waitlist?date=2026-11-26');
  });

  it('leaves the revenue out for a role that may not see it', async () => {
    render(withQueryClient(<RefilledCard shopId="s1" date="2026-11-26" showMoney={false} />));
    expect(await screen.findByTestId('chairs-refilled')).toHaveTextContent('3');
    expect(screen.queryByText(/£/)).toBeNull();
  });
});
