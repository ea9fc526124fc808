// Issue 32: a second walk-in for a barber who is with a customer says why ("Barber 1 is with a
// customer until 14:30."), not the online "That time was just booked".
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, STANDARD_HOURS, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;

beforeAll(async () => {
  owner = await createOwner('walk-in-busy');
  // open every day from midnight, so a walk-in "now" has hours whenever the suite runs
  const allDay = STANDARD_HOURS.map((h) => ({ ...h, startTime: '00:00', endTime: '23:59', isActive: true }));
  shop = await createTestShop({ ownerUid: owner.uid, hours: allDay });
});

const walkIn = (barberId: string) =>
  callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
    token: owner.token,
    body: { barberId, serviceId: shop.serviceIds[0] },
  });

const plusMinutes = (time: string, minutes: number) => {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

describe('a walk-in for a busy barber', () => {
  it('says who is busy and until when', async () => {
    const first = await walkIn(shop.barberIds[0]!);
    if (first.status === 422) return; // the last half hour of the day: a 30-minute cut no longer fits
    expect(first.status).toBe(201);
    const second = await walkIn(shop.barberIds[0]!);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(`Barber 1 is with a customer until ${plusMinutes(first.body.time as string, 30)}.`);
    // another barber is free: the walk-in goes through
    expect((await walkIn(shop.barberIds[1]!)).status).toBe(201);
  });
});
