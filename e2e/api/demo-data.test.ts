import { DEFAULT_TIMEZONE } from '@barbershop/core/model';
import { shopSlug } from '@barbershop/core/shop';
import { barberDayId } from '@barbershop/core/slots';
import { addDays, todayIn } from '@barbershop/core/time';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SHOPS, DEMO_TEAM, WIZARD_HOURS } from '../../scripts/seed/demoData';
import { planDemoWeek } from '../../scripts/seed/demoWeek';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/owners';

describe('demo data', () => {
  it('holds the three demo shops with their barbers and services', async () => {
    for (const shop of DEMO_SHOPS) {
      const snap = await adminDb.doc(`barbershops/${shop.id}`).get();
      expect(snap.get('name')).toBe(shop.name);
      expect(snap.get('slug')).toBe(shopSlug(shop.name));
      const barbers = await adminDb.collection(`barbershops/${shop.id}/barbers`).get();
      expect(barbers.size).toBe(shop.barbers.length);
      const services = await adminDb.collection(`barbershops/${shop.id}/services`).get();
      expect(services.size).toBe(shop.services.length);
      const slug = await adminDb.doc(`slugs/${shopSlug(shop.name)}`).get();
      expect(slug.get('shopId')).toBe(shop.id);
    }
  });

  it("gives each demo owner's dashboard this week's bookings, written as the booking engine writes them", async () => {
    const today = todayIn(DEFAULT_TIMEZONE);
    for (const shop of DEMO_SHOPS) {
      const plan = planDemoWeek(shop, WIZARD_HOURS, DEFAULT_TIMEZONE, new Date()).appointments.filter((a) => a.date >= today);
      const token = await idTokenFor(shop.ownerEmail, DEMO_PASSWORD);
      const res = await callApi(
        'GET',
        `/api/barbershops/${shop.id}/appointments?startDate=${today}&endDate=${addDays(today, 6)}`,
        { token },
      );
      expect(res.status).toBe(200);
      const seeded = (res.body as { id: string; status: string; date: string }[]).filter((a) => a.id.startsWith(`${shop.id}-`));
      expect(seeded.map((a) => a.id).sort()).toEqual(plan.map((a) => a.id).sort());
      const cancelled = (list: { id: string; status: string }[]) =>
        list
          .filter((a) => a.status === 'cancelled')
          .map((a) => a.id)
          .sort();
      expect(cancelled(seeded)).toEqual(cancelled(plan));

      // every booking that holds time is in its barber-day's busy intervals, a cancelled one is not
      for (const a of plan) {
        const day = await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(a.barberId, a.date)}`).get();
        const held = (day.get('intervals') as { appointmentId: string; start: number; end: number }[]).find(
          (i) => i.appointmentId === a.id,
        );
        if (a.status === 'cancelled') expect(held).toBeUndefined();
        else expect(held).toEqual({ appointmentId: a.id, start: a.start.getTime(), end: a.end.getTime() });
        expect((await adminDb.doc(`barbershops/${shop.id}/customers/${a.customerId}`).get()).get('phone')).toBe(a.customerPhone);
      }
    }
  });

  it('gives Classic Cuts a front desk and a barber who sign in with their email and see the shop in their role', async () => {
    expect(DEMO_TEAM.map((m) => m.role).sort()).toEqual(['barber', 'frontDesk']);
    for (const member of DEMO_TEAM) {
      const shop = DEMO_SHOPS.find((s) => s.id === member.shopId)!;
      if (member.barberId) expect(shop.barbers.map((b) => b.id)).toContain(member.barberId);
      const token = await idTokenFor(member.email, DEMO_PASSWORD);
      const mine = await callApi('GET', '/api/user/barbershops', { token });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual([expect.objectContaining({ id: shop.id, myRole: member.role, myBarberId: member.barberId })]);
    }
  });
});
