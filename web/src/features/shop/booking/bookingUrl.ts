import { MAX_SERVICES_PER_BOOKING } from '@barbershop/core/booking';
import { initialChoice, revealedSteps, type BookingChoice } from './bookingState';

// The booking flow's choices live in the page's address (`?services=a,b&barber=any&date=…&time=…`),
// so Back steps back through them and a reload or a shared link keeps them. Never a name, phone
// or email: those stay on the device (bookingDraft.ts).

const ANY_BARBER = 'any';
const ID = /^[A-Za-z0-9_-]{1,128}$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CHOICE_KEYS = ['services', 'barber', 'date', 'time'] as const;

/** The choice an address names; anything malformed is dropped with every step after it. */
export function choiceFromParams(params: URLSearchParams): BookingChoice {
  const serviceIds = [...new Set((params.get('services') ?? '').split(',').filter((id) => ID.test(id)))].slice(
    0,
    MAX_SERVICES_PER_BOOKING,
  );
  if (serviceIds.length === 0) return initialChoice;
  const barber = params.get('barber');
  const barberId = barber === ANY_BARBER ? '' : barber && ID.test(barber) ? barber : null;
  if (barberId === null) return { ...initialChoice, serviceIds };
  const date = params.get('date');
  if (!date || !DATE.test(date)) return { serviceIds, barberId, date: null, time: null };
  const time = params.get('time');
  return { serviceIds, barberId, date, time: time && TIME.test(time) ? time : null };
}

/** `params` with `choice` written in (other parameters kept), in the order of the steps. */
export function paramsWithChoice(params: URLSearchParams, choice: BookingChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of CHOICE_KEYS) next.delete(key);
  if (choice.serviceIds.length > 0) next.set('services', choice.serviceIds.join(','));
  if (choice.barberId !== null) next.set('barber', choice.barberId === '' ? ANY_BARBER : choice.barberId);
  if (choice.date) next.set('date', choice.date);
  if (choice.date && choice.time) next.set('time', choice.time);
  return next;
}

/** Whether the address carries any choice at all. */
export const hasChoice = (params: URLSearchParams) => CHOICE_KEYS.some((key) => params.has(key));

/**
 * The choice as this shop can take it: services it no longer offers drop out, and a barber who
 * is gone (or does not do every chosen service) drops with the date and time.
 */
export function knownChoice(
  choice: BookingChoice,
  serviceIds: readonly string[],
  eligibleBarberIds: (serviceIds: string[]) => readonly string[],
): BookingChoice {
  const services = choice.serviceIds.filter((id) => serviceIds.includes(id));
  if (services.length === 0) return initialChoice;
  if (services.length !== choice.serviceIds.length) return { ...initialChoice, serviceIds: services };
  if (choice.barberId === null || choice.barberId === '' || eligibleBarberIds(services).includes(choice.barberId)) return choice;
  return { ...initialChoice, serviceIds: services };
}

const depth = (c: BookingChoice) => {
  const steps = revealedSteps(c);
  return [c.serviceIds.length > 0, steps.barber && c.barberId !== null, steps.details].filter(Boolean).length;
};

/**
 * A choice that opens a further step is a new history entry (Back returns to the step before);
 * a change within a step, or one that closes steps, replaces the current entry.
 */
export function historyModeFor(previous: BookingChoice, next: BookingChoice): 'push' | 'replace' {
  return depth(next) > depth(previous) ? 'push' : 'replace';
}
