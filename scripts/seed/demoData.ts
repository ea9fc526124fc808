// The demo data of `npm start` and of the browser tests: three shops, each with its own owner.
import { DEFAULT_WIZARD_HOURS, type BusinessHoursEntry } from '@barbershop/core';

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

export const DEMO_SHOPS: DemoShop[] = [
  {
    id: 'demo-classic-cuts',
    ownerUid: 'demo-owner-classic-cuts',
    ownerEmail: 'owner@classiccuts.example',
    firstName: 'Arthur',
    lastName: 'Shelby',
    name: 'Classic Cuts',
    description: 'Traditional gentlemen’s barbershop in the heart of Shoreditch. Hot towel shaves and timeless cuts.',
    address: '12 Redchurch Street, London E2 7DJ',
    phone: '+442079460011',
    email: 'hello@classiccuts.example',
    googleBusinessUrl: 'https://g.co/kgs/classiccuts',
    barbers: [
      { id: 'demo-cc-james', name: 'James Carter', specialty: 'Skin fades', bio: 'Ten years behind the chair.' },
      { id: 'demo-cc-omar', name: 'Omar Haddad', specialty: 'Beard sculpting', bio: 'Hot towel shave specialist.' },
      { id: 'demo-cc-lily', name: 'Lily Evans', specialty: 'Scissor cuts', bio: 'Classic and modern scissor work.' },
    ],
    services: [
      {
        id: 'demo-cc-haircut',
        name: 'Haircut & Style',
        description: 'Consultation, cut and style.',
        durationMin: 45,
        pricePence: 3500,
      },
      {
        id: 'demo-cc-beard',
        name: 'Beard Trim',
        description: 'Shape, line-up and hot towel.',
        durationMin: 30,
        pricePence: 2000,
      },
      {
        id: 'demo-cc-shave',
        name: 'Hot Towel Shave',
        description: 'Traditional cut-throat shave.',
        durationMin: 40,
        pricePence: 3000,
      },
      { id: 'demo-cc-kids', name: 'Kids Cut', description: 'Under 12s.', durationMin: 30, pricePence: 1800 },
      { id: 'demo-cc-full', name: 'Cut & Beard', description: 'The full works.', durationMin: 75, pricePence: 5000 },
    ],
  },
  {
    id: 'demo-royal-fade-studio',
    ownerUid: 'demo-owner-royal-fade-studio',
    ownerEmail: 'owner@royalfade.example',
    firstName: 'Grace',
    lastName: 'Burgess',
    name: 'Royal Fade Studio',
    description: 'Modern fades, designs and colour in Manchester’s Northern Quarter.',
    address: '48 Oldham Street, Manchester M4 1LE',
    phone: '+441614960022',
    email: 'book@royalfade.example',
    googleBusinessUrl: '',
    barbers: [
      { id: 'demo-rf-kai', name: 'Kai Mensah', specialty: 'Designs and fades', bio: 'Freestyle hair art.' },
      { id: 'demo-rf-sofia', name: 'Sofia Rossi', specialty: 'Colour', bio: 'Bleach, tints and toners.' },
    ],
    services: [
      { id: 'demo-rf-fade', name: 'Skin Fade', description: 'Zero to blended perfection.', durationMin: 45, pricePence: 3000 },
      {
        id: 'demo-rf-design',
        name: 'Fade & Design',
        description: 'Fade with a freestyle design.',
        durationMin: 60,
        pricePence: 4000,
      },
    ],
  },
  {
    id: 'demo-elite-barbers',
    ownerUid: 'demo-owner-elite-barbers',
    ownerEmail: 'owner@elitebarbers.example',
    firstName: 'Thomas',
    lastName: 'Grey',
    name: 'Elite Barbers',
    description: 'Premium grooming in Edinburgh’s New Town.',
    address: '7 Thistle Street, Edinburgh EH2 1DF',
    phone: '+441314960033',
    email: 'team@elitebarbers.example',
    googleBusinessUrl: 'https://www.google.com/maps/place/elite-barbers',
    barbers: [
      { id: 'demo-eb-callum', name: 'Callum Reid', specialty: 'Executive cuts', bio: 'Sharp, tidy, on time.' },
      { id: 'demo-eb-ava', name: 'Ava Lindqvist', specialty: 'Long hair', bio: 'Textured and longer styles.' },
    ],
    services: [
      { id: 'demo-eb-exec', name: 'Executive Cut', description: 'Cut, wash and hot towel.', durationMin: 50, pricePence: 4500 },
      { id: 'demo-eb-beard', name: 'Beard Sculpt', description: 'Precision beard shaping.', durationMin: 30, pricePence: 2500 },
      { id: 'demo-eb-wash', name: 'Wash & Style', description: 'Wash, blow-dry and style.', durationMin: 30, pricePence: 2000 },
    ],
  },
];
