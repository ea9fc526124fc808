import { instantToZoned, zonedToInstant } from '@barbershop/core/time';
import { expect } from 'vitest';
import { callApi } from './api';
import { STANDARD_HOURS, type TestShop } from './shops';

/** Open every day, all day: a test can book at any hour from now. */
export const ALL_DAY_HOURS = STANDARD_HOURS.map((h) => ({ ...h, startTime: '00:00', endTime: '23:59', isActive: true }));

/**
 * Books online (any barber) the latest free time at most `hoursAhead` hours from now (and more
 * than `hoursAhead - 2`), in a shop open all day (ALL_DAY_HOURS).
 */
export async function bookHoursAhead(shop: TestShop, hoursAhead: number, customerEmail: string) {
  const target = Date.now() + hoursAhead * 3_600_000;
  const { date } = instantToZoned(new Date(target), 'Europe/London');
  const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
  expect(res.status, res.text).toBe(200);
  const slot = (res.body.anyAvailable as { time: string; available: boolean }[])
    .filter((s) => s.available)
    .map((s) => ({ time: s.time, start: zonedToInstant(date, s.time, 'Europe/London').getTime() }))
    .filter((s) => s.start <= target && s.start > target - 2 * 3_600_000)
    .at(-1);
  expect(slot, `a free time before ${new Date(target).toISOString()}`).toBeDefined();
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: 'any',
      date,
      time: slot!.time,
      customerName: 'Ada Lovelace',
      customerPhone: `07700 900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
      customerEmail,
    },
  });
  expect(booked.status, booked.text).toBe(201);
  return { id: booked.body.id as string, date, time: slot!.time, start: new Date(slot!.start) };
}
