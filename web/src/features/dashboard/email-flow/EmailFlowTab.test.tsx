import type { BarbershopDto, EmailActivityDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
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
});
