import * as yup from 'yup';
import type { BusinessHoursEntry } from '../model/types';
import { WIZARD_DURATION_MAX, WIZARD_DURATION_MIN } from './limits';
import { priceInputToPence } from './price';
import { shopProfileSchema } from './schemas';

export const WIZARD_STEPS = ['Barbershop Details', 'Add Your Barbers', 'Setup Services', 'Business Hours'] as const;

/** 'Step n of 4' and the percent shown beside the progress bar. */
export function wizardProgress(step: number): { label: string; percent: number } {
  const total = WIZARD_STEPS.length;
  const n = Math.min(Math.max(1, Math.round(step)), total);
  return { label: `Step ${n} of ${total}`, percent: Math.round((n / total) * 100) };
}

export interface WizardBarberRow {
  name: string;
  specialty: string;
  bio: string;
  /** a small JPG data URL made in the browser (the shop has no Storage folder yet) */
  photo?: string;
}

export interface WizardServiceRow {
  name: string;
  description: string;
  /** minutes, as typed */
  duration: number | string;
  /** pounds, as typed */
  price: number | string;
}

export const EMPTY_BARBER_ROW: WizardBarberRow = { name: '', specialty: '', bio: '' };
export const EMPTY_SERVICE_ROW: WizardServiceRow = { name: '', description: '', duration: 30, price: '0.00' };

/** The wizard's service defaults. */
export const DEFAULT_WIZARD_SERVICES: WizardServiceRow[] = [
  { name: 'Haircut & Style', description: '', duration: 45, price: '35.00' },
  { name: 'Beard Trim', description: '', duration: 30, price: '20.00' },
];

/** Mon-Fri 09:00-18:00, Sat 09:00-17:00 open, Sun 10:00-16:00 closed. */
export const DEFAULT_WIZARD_HOURS: BusinessHoursEntry[] = [
  { dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isActive: false },
  { dayOfWeek: 1, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 2, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 3, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 4, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 5, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 6, startTime: '09:00', endTime: '17:00', isActive: true },
];

/** Rows with an empty name are skipped on creation: a blank row of the wizard is not a service. */
export function namedRows<T extends { name: string }>(rows: T[]): T[] {
  return rows.filter((row) => row.name.trim().length > 0).map((row) => ({ ...row, name: row.name.trim() }));
}

/** A row can be deleted only while more than one remains. */
export const canRemoveRow = (rowCount: number) => rowCount > 1;

/** The wizard form's rules: the shop profile's (name and address required); service rows within the wizard's bounds. */
export const wizardSchema = yup.object({
  // The same field rules as Settings, Business (one declaration of the shop profile's fields).
  details: shopProfileSchema.pick(['name', 'address', 'phone', 'email', 'description', 'googleBusinessUrl']),
  services: yup.array(
    yup.object({
      name: yup.string(),
      duration: yup.number().when('name', {
        is: (name: string | undefined) => Boolean(name?.trim()),
        then: (s) =>
          s
            .typeError('Duration must be a number')
            .required('Duration is required')
            .min(WIZARD_DURATION_MIN, `At least ${WIZARD_DURATION_MIN} minutes`)
            .max(WIZARD_DURATION_MAX, `At most ${WIZARD_DURATION_MAX} minutes`),
        otherwise: (s) => s.nullable().transform(() => null),
      }),
      price: yup.mixed<number | string>().test('price', 'Price must be 0 or more, in pounds', function (value) {
        const name = (this.parent as { name?: string }).name;
        return !name?.trim() || priceInputToPence(value) !== null;
      }),
    }),
  ),
});
