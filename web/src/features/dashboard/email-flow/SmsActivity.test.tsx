import type { BarbershopDto, SmsActivityDto, SmsActivityLogDto } from '@barbershop/core/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../../test/withQueryClient';
import { SMS_NOT_AVAILABLE_LINE, SMS_TURNED_OFF_LINE } from '../../../shared/sms/smsLines';
import { EmailFlowTab } from './EmailFlowTab';

const text = (over: Partial<SmsActivityDto>): SmsActivityDto => ({
  id: 't1',
  smsType: 'sms_confirmation',
  to: '+447700900123',
  body: 'Classic Cuts: booked for Tue 1 Dec at 10:00.',
  segments: 1,
  encoding: 'GSM-7',
  status: 'delivered',
  createdAt: '2026-11-20T10:42:00Z',
  statusAt: '2026-11-20T10:42:05Z',
  error: null,
  appointmentId: 'a1',
  fallbackEmail: false,
  ...over,
});

const log: SmsActivityLogDto = {
  available: true,
  enabled: true,
  secondReminder: false,
  allowance: 300,
  used: 4,
  month: '2026-11',
  messages: [
    text({}),
    text({
      id: 't2',
      smsType: 'sms_reminder',
      to: '+447700900456',
      body: 'Zoë, see you tomorrow',
      segments: 2,
      encoding: 'UCS-2',
      status: 'failed',
      error: '30003',
      fallbackEmail: true,
    }),
    text({ id: 't3', smsType: 'sms_moved', status: 'opted_out' }),
  ],
};

const shop = { id: 's1', name: 'Classic Cuts', timezone: 'Europe/London' } as BarbershopDto;

async function openTexts(served: SmsActivityLogDto) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    Response.json(String(input).endsWith('/sms-activity') ? served : []),
  );
  render(withQueryClient(<EmailFlowTab shop={shop} />));
  await userEvent.click(screen.getByRole('button', { name: 'Text messages' }));
}
afterEach(() => vi.restoreAllMocks());

describe("the Email Flow's text messages", () => {
  it('lists each text with its kind, recipient, parts and encoding, status, and what happened instead', async () => {
    await openTexts(log);
    const table = await screen.findByRole('table', { name: 'Recent text messages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Booking confirmation')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('07700 900123')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 part, GSM-7')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20 Nov 2026, 10:42')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('delivered')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('2 parts, UCS-2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('failed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Error 30003')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Emailed instead')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('not sent: the number replied STOP')).toBeInTheDocument();
    expect(screen.getByText('Text messages this month: 4 of 300')).toBeInTheDocument();
  });

  it('says there are none yet', async () => {
    await openTexts({ ...log, messages: [] });
    expect(await screen.findByText('No text messages yet')).toBeInTheDocument();
  });

  it("says when texts aren't set up on this platform", async () => {
    await openTexts({ ...log, available: false, messages: [] });
    expect(await screen.findByText(SMS_NOT_AVAILABLE_LINE)).toBeInTheDocument();
  });

  it('says when the shop turned texts off', async () => {
    await openTexts({ ...log, enabled: false, messages: [] });
    expect(await screen.findByText(SMS_TURNED_OFF_LINE)).toBeInTheDocument();
  });
});
