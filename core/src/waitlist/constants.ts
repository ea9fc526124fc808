import type { WaitlistSettings } from '../model/waitlist';

/** A customer names at most this many windows (a date and a time window each). */
export const WAITLIST_MAX_PREFERENCES = 5;

/** The hold an offer gets: the owner's choice within these bounds (minutes). */
export const WAITLIST_HOLD_MINUTES = { min: 5, max: 120, default: 15 } as const;

export const DEFAULT_WAITLIST_SETTINGS: WaitlistSettings = {
  enabled: true,
  order: 'firstCome',
  holdMinutes: WAITLIST_HOLD_MINUTES.default,
};

/** The shop's waitlist settings, defaults filled in. */
export const waitlistSettingsOf = (shop: { waitlist?: Partial<WaitlistSettings> | null }): WaitlistSettings => ({
  ...DEFAULT_WAITLIST_SETTINGS,
  ...(shop.waitlist ?? {}),
});

/** "Invite to book" goes to one customer at most once in this many days. */
export const INVITE_TO_BOOK_EVERY_DAYS = 14;
