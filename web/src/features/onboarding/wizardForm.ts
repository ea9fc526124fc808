import type { BarbershopDto } from '@barbershop/core/api';
import type { BusinessHoursEntry } from '@barbershop/core/model';
import {
  DEFAULT_WIZARD_HOURS,
  DEFAULT_WIZARD_SERVICES,
  EMPTY_BARBER_ROW,
  EMPTY_SERVICE_ROW,
  type WizardBarberRow,
  type WizardServiceRow,
} from '@barbershop/core/shop';
import { shopProfileValues } from '../../shared/shop/shopProfileValues';

export interface WizardDetails {
  name: string;
  address: string;
  phone: string;
  email: string;
  description: string;
  googleBusinessUrl: string;
}

export interface WizardValues {
  details: WizardDetails;
  barbers: WizardBarberRow[];
  services: WizardServiceRow[];
  hours: BusinessHoursEntry[];
}

const emptyDetails: WizardDetails = { name: '', address: '', phone: '', email: '', description: '', googleBusinessUrl: '' };

/** A new shop: the pending business name, one empty barber row, the spec's default services and hours. */
export function newShopValues(pendingBusinessName: string): WizardValues {
  return {
    details: { ...emptyDetails, name: pendingBusinessName },
    barbers: [{ ...EMPTY_BARBER_ROW }],
    services: DEFAULT_WIZARD_SERVICES.map((s) => ({ ...s })),
    hours: DEFAULT_WIZARD_HOURS.map((h) => ({ ...h })),
  };
}

/**
 * Editing an existing shop: its profile and hours; the barber and service rows start empty and
 * add to the shop (empty rows are skipped), since existing staff and services are edited on
 * the dashboard.
 */
export function existingShopValues(shop: BarbershopDto): WizardValues {
  const hours = DEFAULT_WIZARD_HOURS.map((d) => shop.businessHours.find((h) => h.dayOfWeek === d.dayOfWeek) ?? d);
  return {
    details: shopProfileValues(shop),
    barbers: [{ ...EMPTY_BARBER_ROW }],
    services: [{ ...EMPTY_SERVICE_ROW }],
    hours: hours.map((h) => ({ ...h })),
  };
}
