import type { BarbershopDto, EmailActivityDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { EmailFlowTab } from './EmailFlowTab';

const activity: EmailActivityDto[] = [
  {
    id: 'e1',
    emailType: 'booking_moved',
    recipientEmail: 'ada@example.com',
    status: 'sent',
    sentAt: '2026-11-20T10:42:00Z',
    appointmentId: 'a1',
    triggeredBy: { uid: 'f1', name: 'Sam', role: 'frontDesk' },
  },
  {
    id: 'e2',
    emailType: 'reminder',
    recipientEmail: 'bob@example.com',
    status: 'sent',
    sentAt: '2026-11-20T09:00:00Z',
    appointmentId: 'a2',
    triggeredBy: null,
  },
  {
    id: 'e3',
    emailType: 'staff_invite',
    recipientEmail: 'new@example.com',
    status: 'sent',
    sentAt: '2026-11-20T08:00:00Z',
    appointmentId: null,
    triggeredBy: { uid: 'o1', name: 'Olive', role: 'owner' },
  },
  {
    id: 'e4',
    emailType: 'invite_to_book',
    recipientEmail: 'regular@example.com',
    status: 'sent',
    sentAt: '2026-11-20T07:00:00Z',
    appointmentId: null,
    triggeredBy: { uid: 'o1', name: 'Olive', role: 'owner' },
  },
];
vi.mock('../../../lib/api/client', async (original) => ({
  ...(await original<typeof import('../../../lib/api/client')>()),
  api: { get: async () => activity },
}));

const shop = { id: 's1', name: 'Classic Cuts', timezone: 'Europe/London' } as BarbershopDto;

describe('the Email Flow activity', () => {
  it('names the member who sent an email, and no one for an automatic one', async () => {
    render(withQueryClient(<EmailFlowTab shop={shop} />));
    const rows = await screen.findAllByRole('row');
    const moved = rows.find((r) => within(r).queryByText('ada@example.com'))!;
    const reminder = rows.find((r) => within(r).queryByText('bob@example.com'))!;
    expect(within(moved).getByText('Sent by Sam (front desk)')).toBeInTheDocument();
    expect(within(reminder).queryByText(/Sent by/)).toBeNull();
  });

  it('names an invite to the team', async () => {
    render(withQueryClient(<EmailFlowTab shop={shop} />));
    const invite = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('new@example.com'))!;
    expect(within(invite).getByText('Staff Invite')).toBeInTheDocument();
    expect(within(invite).getByText('Sent by Olive (owner)')).toBeInTheDocument();
  });

  it('names an invite to book a regular, sent by the member who clicked it', async () => {
    render(withQueryClient(<EmailFlowTab shop={shop} />));
    const invite = (await screen.findAllByRole('row')).find((r) => within(r).queryByText('regular@example.com'))!;
    expect(within(invite).getByText('Invite to Book')).toBeInTheDocument();
    expect(within(invite).getByText('Sent by Olive (owner)')).toBeInTheDocument();
  });
});

describe('the Email Flow template previews', () => {
  it.each([
    ['Waitlist Offer', /^A time is free at Classic Cuts: /],
    ['Invite to Book', /^Time for your next visit to Classic Cuts\?$/],
  ])('previews the %s email the shop sends, with its subject', async (title, subject) => {
    render(withQueryClient(<EmailFlowTab shop={shop} />));
    const card = screen.getByText(title).closest('.MuiCard-root') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: subject })).toBeInTheDocument();
    expect(within(dialog).getByTitle('Email preview')).toBeInTheDocument();
  });
});
