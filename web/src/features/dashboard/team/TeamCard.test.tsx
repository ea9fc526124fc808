import type { InviteDto, MemberDto } from '@barbershop/core/api';
import type { Barber, Role } from '@barbershop/core/model';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { TeamCard } from './TeamCard';

// /api is mocked at its client: the two lists answer from here, each change is one request.
const mocks = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: mocks,
}));
// the viewer's role in the shop, as GET /api/user/barbershops says it
const viewer = vi.hoisted(() => ({ role: 'owner' as string }));
vi.mock('../../../lib/auth/useOwnerShops', () => ({
  useOwnerShops: () => ({
    data: [
      { id: 'other', myRole: 'owner' },
      { id: 's1', myRole: viewer.role },
    ],
  }),
}));

// the owner's setting, live from the shop, and its write through the rules
const shopDoc = vi.hoisted(() => ({ barbersSeeAllBookings: false, write: vi.fn() }));
vi.mock('../../../lib/firestore/liveData', () => ({ useShopDoc: () => ({ id: 's1', ...shopDoc }) }));
vi.mock('../../../lib/firestore/shopWrites', () => ({ setBarbersSeeAllBookings: shopDoc.write }));

const members: MemberDto[] = [
  { uid: 'o1', name: 'Olive Owner', email: 'olive@example.com', role: 'owner', barberId: null, joinedAt: null },
  { uid: 'm1', name: 'Max Manager', email: 'max@example.com', role: 'manager', barberId: null, joinedAt: '2026-11-01T10:00:00Z' },
  { uid: 'f1', name: 'Sam Desk', email: 'sam@example.com', role: 'frontDesk', barberId: null, joinedAt: '2026-11-02T10:00:00Z' },
  { uid: 'b1', name: 'Ann Barber', email: 'ann@example.com', role: 'barber', barberId: 'ann', joinedAt: '2026-11-03T10:00:00Z' },
];
const invites: InviteDto[] = [
  {
    id: 'i1',
    email: 'new@example.com',
    role: 'barber',
    barberId: 'bob',
    sentAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-11-27T10:00:00Z',
    invitedByName: 'Olive Owner',
  },
];
const barbers = [
  { id: 'ann', name: 'Ann', isActive: true },
  { id: 'bob', name: 'Bob', isActive: true },
  { id: 'cy', name: 'Cy', isActive: true },
  { id: 'dee', name: 'Dee', isActive: false },
] as Barber[];

beforeEach(() => {
  mocks.get.mockReset().mockImplementation(async (path: string) => (path.endsWith('/members') ? members : invites));
  for (const m of [mocks.post, mocks.patch, mocks.delete]) m.mockReset().mockResolvedValue(undefined);
});

function renderCard(myRole: Role) {
  viewer.role = myRole;
  render(withQueryClient(<TeamCard shopId="s1" barbers={barbers} />));
  return userEvent.setup();
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Team members' })).getByRole('listitem', { name });

describe('the Team card', () => {
  it('lets the owner, and only the owner, let barbers see every barber’s bookings', async () => {
    shopDoc.write.mockReset().mockResolvedValue(undefined);
    const user = renderCard('owner');
    const toggle = await screen.findByRole('switch', { name: 'Let barbers see every barber’s bookings' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(shopDoc.write).toHaveBeenCalledWith('s1', true);
    cleanup();
    renderCard('manager');
    await screen.findByText('Max Manager');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('lists the owner and the members with their role and barber column', async () => {
    renderCard('owner');
    expect(await screen.findByText('Olive Owner')).toBeInTheDocument();
    expect(within(row('Olive Owner')).getByText('Owner')).toBeInTheDocument();
    expect(within(row('Olive Owner')).queryByRole('button')).toBeNull();
    expect(within(row('Sam Desk')).getByText('Front desk')).toBeInTheDocument();
    expect(within(row('Ann Barber')).getByText('Barber · Ann on the schedule')).toBeInTheDocument();
  });

  it('offers a manager front desk and barber only, and no change to another manager', async () => {
    const user = renderCard('manager');
    await screen.findByText('Max Manager');
    expect(within(row('Max Manager')).queryByRole('button', { name: 'Change role' })).toBeNull();
    expect(within(row('Max Manager')).queryByRole('button', { name: 'Remove' })).toBeNull();
    await user.click(within(row('Sam Desk')).getByRole('button', { name: 'Change role' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Front desk', 'Barber']);
  });

  it('offers the owner every member role', async () => {
    const user = renderCard('owner');
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Manager', 'Front desk', 'Barber']);
  });

  it('changes a front desk to a barber of a free column', async () => {
    const user = renderCard('owner');
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Sam Desk' })).getByRole('button', { name: 'Change role' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Barber' }));
    await user.click(screen.getByRole('combobox', { name: 'Barber on the schedule' }));
    // Ann has an account already and Dee is inactive
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bob', 'Cy']);
    await user.click(screen.getByRole('option', { name: 'Cy' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mocks.patch).toHaveBeenCalledWith('/api/barbershops/s1/members/f1', { role: 'barber', barberId: 'cy' }),
    );
  });

  it('removes a member after the confirmation', async () => {
    const user = renderCard('owner');
    await user.click(within(await screen.findByRole('listitem', { name: 'Sam Desk' })).getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Remove Sam Desk? They lose access at once.')).toBeInTheDocument();
    expect(mocks.delete).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(mocks.delete).toHaveBeenCalledWith('/api/barbershops/s1/members/f1'));
  });

  it('resends and revokes a pending invite', async () => {
    const user = renderCard('owner');
    const invite = within(await screen.findByRole('listitem', { name: 'new@example.com' }));
    expect(invite.getByText(/Barber · Bob/)).toBeInTheDocument();
    await user.click(invite.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/invites/i1/resend'));
    await user.click(invite.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(mocks.delete).toHaveBeenCalledWith('/api/barbershops/s1/invites/i1'));
  });
});
