import type { BookingForm } from '@barbershop/core/booking';
import { initialChoice, type BookingChoice } from './bookingState';

// A booking under way, kept per shop for this browser tab (sessionStorage) and in memory (for a
// browser that refuses storage): a dropped connection, a refused time or a reload does not cost
// the customer what they chose and typed. Cleared once the booking is made.

export interface BookingDraft {
  choice: BookingChoice;
  details: BookingForm;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const EMPTY_DETAILS: BookingForm = { name: '', phone: '', email: '', notes: '', terms: false };
const EMPTY_DRAFT: BookingDraft = { choice: initialChoice, details: EMPTY_DETAILS };

const keyOf = (shopId: string) => `barberbook.booking.${shopId}`;
const isString = (v: unknown): v is string => typeof v === 'string';
const stringOrNull = (v: unknown) => (isString(v) ? v : null);

/** A stored draft read back; anything that is not one (old, hand-edited, corrupt) is empty. */
export function parseDraft(raw: string | null): BookingDraft {
  if (!raw) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  const { choice, details } = (value ?? {}) as { choice?: Record<string, unknown>; details?: Record<string, unknown> };
  const serviceIds = Array.isArray(choice?.serviceIds) ? choice.serviceIds.filter(isString) : [];
  return {
    choice: {
      serviceIds,
      barberId: stringOrNull(choice?.barberId),
      date: stringOrNull(choice?.date),
      time: stringOrNull(choice?.time),
    },
    details: {
      name: isString(details?.name) ? details.name : '',
      phone: isString(details?.phone) ? details.phone : '',
      email: isString(details?.email) ? details.email : '',
      notes: isString(details?.notes) ? details.notes : '',
      terms: details?.terms === true,
    },
  };
}

function sessionStore(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: memory only
  }
}

/** The drafts of one tab: `storage` (sessionStorage by default) behind a copy in memory. */
export function draftStore(storage: DraftStorage | null = sessionStore()) {
  const memory = new Map<string, string>();
  const write = (shopId: string, raw: string) => {
    memory.set(shopId, raw);
    try {
      storage?.setItem(keyOf(shopId), raw);
    } catch {
      /* full or refused: the memory copy still serves this page */
    }
  };
  // memory holds this page's latest write; storage what an earlier page of the tab (a reload) left
  const load = (shopId: string): BookingDraft => {
    let raw = memory.get(shopId) ?? null;
    try {
      raw ??= storage?.getItem(keyOf(shopId)) ?? null;
    } catch {
      /* refused: nothing from before this page */
    }
    return parseDraft(raw);
  };
  return {
    load,
    saveChoice: (shopId: string, choice: BookingChoice) => write(shopId, JSON.stringify({ ...load(shopId), choice })),
    saveDetails: (shopId: string, details: BookingForm) => write(shopId, JSON.stringify({ ...load(shopId), details })),
    clear: (shopId: string) => {
      memory.delete(shopId);
      try {
        storage?.removeItem(keyOf(shopId));
      } catch {
        /* nothing stored */
      }
    },
  };
}

/** This tab's drafts. */
export const bookingDrafts = draftStore();
