// The demo data of `npm start` and of the browser tests: three shops, each with its own owner.
import type { BusinessHoursEntry, MemberRole } from '@barbershop/core/model';
import { DEFAULT_WIZARD_HOURS } from '@barbershop/core/shop';
import demoShops from './demoShops.json';

export const DEMO_PASSWORD = 'demo-pass-2026';

/** The demo shops keep the wizard's default week (one declaration, in core). */
export const WIZARD_HOURS: BusinessHoursEntry[] = DEFAULT_WIZARD_HOURS;

export interface DemoShop {
  id: string;
  ownerUid: string;
  ownerEmail: string;
  firstName: string;
  lastName: string;
  name: string;
  description: string;
  address: string;
  /** the shop's pin (its street), for the home page's "Near me" */
  location: { lat: number; lng: number };
  phone: string;
  email: string;
  googleBusinessUrl: string;
  barbers: { id: string; name: string; specialty: string; bio: string }[];
  services: { id: string; name: string; description: string; durationMin: number; pricePence: number }[];
}

/** The shops themselves are data (`demoShops.json`), typed here. */
export const DEMO_SHOPS: DemoShop[] = demoShops;

/** A demo team member: a staff account that is a member of one demo shop (issue 35). */
export interface DemoMember {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  shopId: string;
  role: MemberRole;
  /** the barber column this account is (role barber), else null */
  barberId: string | null;
}

/**
 * Classic Cuts' front desk and one of its barbers (James Carter's column), so `npm start` shows
 * the dashboard each role gets. They sign in with their email and DEMO_PASSWORD.
 */
export const DEMO_TEAM: DemoMember[] = [
  {
    uid: 'demo-frontdesk-classic-cuts',
    email: 'frontdesk@classiccuts.example',
    firstName: 'Priya',
    lastName: 'Shah',
    shopId: 'demo-classic-cuts',
    role: 'frontDesk',
    barberId: null,
  },
  {
    uid: 'demo-barber-classic-cuts',
    email: 'barber@classiccuts.example',
    firstName: 'James',
    lastName: 'Carter',
    shopId: 'demo-classic-cuts',
    role: 'barber',
    barberId: 'demo-cc-james',
  },
];
