import type { SmsActivityLogDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../test/withQueryClient';
import { SMS_NOT_AVAILABLE_LINE } from '../../shared/sms/smsLines';
import { ToastProvider } from '../../shared/ui/toast';
import { SmsSettingsCard } from './SmsSettingsCard';

const log: SmsActivityLogDto = {
  available: true,
  enabled: true,
  secondReminder: false,
  allowance: 300,
  used: 12,
  month: '2026-11',
  messages: [],
};

let sent: { url: string; method: string; body: unknown }[];
let served: SmsActivityLogDto;

beforeEach(() => {
  sent = [];
  served = log;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const method = String(init?.method ?? 'GET');
    if (method === 'GET') return Response.json(served);
    const body = JSON.parse(String(init?.body)) as { enabled: boolean; secondReminder: boolean };
    sent.push({ url: String(input), method, body });
    const { messages: _messages, ...settings } = served;
    return Response.json({ ...settings, ...body });
  });
});
afterEach(() => vi.restoreAllMocks());

function renderCard() {
  render(
    withQueryClient(
      <ToastProvider>
        <SmsSettingsCard shopId="shop-1" />
      </ToastProvider>,
    ),
  );
  return userEvent.setup();
}

const sendTexts = () => screen.findByRole('switch', { name: 'Send text messages' });
const secondReminder = () => screen.getByRole('switch', { name: 'Also text a reminder 2 hours before' });

describe('the Text messages card', () => {
  it("shows the shop's switches and saves both through PUT /api/barbershops/{id}/sms-settings", async () => {
    const user = renderCard();
    expect(await sendTexts()).toBeChecked();
    expect(secondReminder()).not.toBeChecked();
    await user.click(secondReminder());
    await user.click(screen.getByRole('button', { name: 'Save Text Messages' }));
    expect(await screen.findByText('Text messages updated')).toBeInTheDocument();
    expect(sent).toEqual([
      { url: '/api/barbershops/shop-1/sms-settings', method: 'PUT', body: { enabled: true, secondReminder: true } },
    ]);
  });

  it('leaves the 2-hour reminder alone while texts are off', async () => {
    const user = renderCard();
    await user.click(await sendTexts());
    expect(secondReminder()).toBeDisabled();
  });

  it("says when the platform can't send texts at all", async () => {
    served = { ...log, available: false };
    renderCard();
    await sendTexts();
    expect(screen.getByText(new RegExp(SMS_NOT_AVAILABLE_LINE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeInTheDocument();
  });
});
