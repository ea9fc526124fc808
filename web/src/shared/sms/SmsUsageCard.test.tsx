import type { SmsActivityLogDto } from '@barbershop/core/api';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../test/withQueryClient';
import { SMS_NOT_AVAILABLE_LINE, SMS_USED_UP_LINE } from './smsLines';
import { SmsUsageCard } from './SmsUsageCard';

const log: SmsActivityLogDto = {
  available: true,
  enabled: true,
  secondReminder: false,
  allowance: 300,
  used: 12,
  month: '2026-11',
  messages: [],
};

function show(served: SmsActivityLogDto) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(served));
  render(withQueryClient(<SmsUsageCard shopId="shop-1" />));
}
afterEach(() => vi.restoreAllMocks());

describe("the subscription's text messages", () => {
  it("shows this month's parts against the allowance", async () => {
    show(log);
    expect(await screen.findByText('Text messages this month: 12 of 300')).toBeInTheDocument();
    expect(screen.queryByText(SMS_USED_UP_LINE)).toBeNull();
  });

  it('says texts have stopped once the allowance is used up', async () => {
    show({ ...log, used: 301 });
    expect(await screen.findByText('Text messages this month: 301 of 300')).toBeInTheDocument();
    expect(screen.getByText(SMS_USED_UP_LINE)).toBeInTheDocument();
  });

  it("says so when the platform can't send texts", async () => {
    show({ ...log, available: false });
    expect(await screen.findByText(SMS_NOT_AVAILABLE_LINE)).toBeInTheDocument();
    expect(screen.queryByText(/Text messages this month/)).toBeNull();
  });
});
