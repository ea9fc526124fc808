import type { RegularDueDto } from '@barbershop/core/waitlist';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/client';
import { ToastProvider } from '../../../shared/ui/toast';
import { withQueryClient } from '../../../test/withQueryClient';
import { RegularsDueCard } from './RegularsDueCard';

const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: mocks,
}));

const DAY = 86_400_000;
const regular = (over: Partial<RegularDueDto>): RegularDueDto => ({
  customerId: 'ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  visits: 5,
  usualGapDays: 21,
  lastVisitDate: '2026-10-01',
  daysSinceLastVisit: 35,
  consent: true,
  invitedAt: null,
  ...over,
});

let due: RegularDueDto[];

beforeEach(() => {
  due = [
    regular({}),
    regular({ customerId: 'grace', name: 'Grace Hopper', consent: false }),
    regular({ customerId: 'alan', name: 'Alan Turing', invitedAt: new Date(Date.now() - 2 * DAY).toISOString() }),
    regular({ customerId: 'joan', name: 'Joan Clarke', invitedAt: new Date(Date.now() - 30 * DAY).toISOString() }),
  ];
  mocks.get.mockReset().mockImplementation(async () => due);
  mocks.post.mockReset().mockResolvedValue({ invitedAt: new Date().toISOString() });
});

function renderCard(mayInvite = true) {
  render(
    withQueryClient(
      <ToastProvider>
        <RegularsDueCard shopId="s1" mayInvite={mayInvite} />
      </ToastProvider>,
    ),
  );
  return userEvent.setup();
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Regulars due' })).getByRole('listitem', { name });

describe('the Regulars due card', () => {
  it('lists the regulars overdue with their usual gap, and invites only those who agreed', async () => {
    renderCard();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(mocks.get).toHaveBeenCalledWith('/api/barbershops/s1/regulars-due');
    expect(
      within(row('Ada Lovelace')).getByText('Usually every 21 days · last visit 1 Oct 2026 (35 days ago)'),
    ).toBeInTheDocument();
    expect(within(row('Ada Lovelace')).getByRole('button', { name: 'Invite to book' })).toBeEnabled();
    expect(within(row('Grace Hopper')).getByRole('button', { name: 'No consent' })).toBeDisabled();
    expect(within(row('Grace Hopper')).queryByRole('button', { name: 'Invite to book' })).toBeNull();
    // invited two days ago: not again within the fortnight
    expect(within(row('Alan Turing')).getByRole('button', { name: /^Invited / })).toBeDisabled();
    // invited a month ago: may be invited again
    expect(within(row('Joan Clarke')).getByRole('button', { name: 'Invite to book' })).toBeEnabled();
    expect(within(row('Joan Clarke')).getByText(/^Last invited /)).toBeInTheDocument();
  });

  it('sends the invitation and then shows it sent', async () => {
    const user = renderCard();
    const invite = within(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).getByRole('button', {
      name: 'Invite to book',
    });
    // the list as the server answers it after the invitation
    due = [regular({ invitedAt: new Date().toISOString() })];
    await user.click(invite);
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/customers/ada/invite-to-book'));
    expect(await screen.findByText('Invitation sent to Ada Lovelace')).toBeInTheDocument();
    await waitFor(() => expect(within(row('Ada Lovelace')).getByRole('button', { name: /^Invited / })).toBeDisabled());
  });

  it("shows the server's refusal", async () => {
    mocks.post.mockRejectedValue(
      new ApiError(422, JSON.stringify({ message: "This customer hasn't agreed to hear from the shop." }), 'Unprocessable'),
    );
    const user = renderCard();
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Ada Lovelace' })).getByRole('button', { name: 'Invite to book' }),
    );
    expect(await screen.findByText('Invitation not sent')).toBeInTheDocument();
    expect(screen.getByText("This customer hasn't agreed to hear from the shop.")).toBeInTheDocument();
  });

  it('says so when nobody is due', async () => {
    due = [];
    renderCard();
    expect(await screen.findByText('No regulars are overdue right now.')).toBeInTheDocument();
  });
});
