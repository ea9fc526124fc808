import { shopSlug } from '@barbershop/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOPS } from '../../scripts/seed/demoData';
import { adminDb } from '../support/admin';

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
});
