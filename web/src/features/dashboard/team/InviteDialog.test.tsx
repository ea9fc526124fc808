import type { Barber } from '@barbershop/core/model';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { InviteDialog } from './InviteDialog';

const mocks = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { post: mocks.post },
}));

const columns = [{ id: 'bob', name: 'Bob' }] as Barber[];

beforeEach(() => mocks.post.mockReset().mockResolvedValue({ id: 'i1' }));

function open() {
  const onClose = vi.fn();
  render(
    withQueryClient(<InviteDialog shopId="s1" roles={['manager', 'frontDesk', 'barber']} columns={columns} onClose={onClose} />),
  );
  return { onClose, user: userEvent.setup() };
}

describe('the invite dialog', () => {
  it('asks which barber a barber is before sending', async () => {
    const { user, onClose } = open();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Choose the barber this person is')).toBeInTheDocument();
    expect(mocks.post).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Barber on the schedule' }));
    await user.click(screen.getByRole('option', { name: 'Bob' }));
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/invites', {
        email: 'new@example.com',
        role: 'barber',
        barberId: 'bob',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('invites a front desk without a barber column', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'desk@example.com');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Front desk' }));
    expect(screen.queryByRole('combobox', { name: 'Barber on the schedule' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() =>
      expect(mocks.post).toHaveBeenCalledWith('/api/barbershops/s1/invites', {
        email: 'desk@example.com',
        role: 'frontDesk',
        barberId: null,
      }),
    );
  });

  it('refuses an address that is not an email', async () => {
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    expect(mocks.post).not.toHaveBeenCalled();
  });
});
