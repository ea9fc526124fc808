// The demo data of `npm start` and of the browser tests: three shops, each with its own owner.
import type { BusinessHoursEntry } from '@barbershop/core/model';
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
  phone: string;
  email: string;
  googleBusinessUrl: string;
  barbers: { id: string; name: string; specialty: string; bio: string }[];
  services: { id: string; name: string; description: string; durationMin: number; pricePence: number }[];
}

/** The shops themselves are data (`demoShops.json`), typed here. */
export const DEMO_SHOPS: DemoShop[] = demoShops;
