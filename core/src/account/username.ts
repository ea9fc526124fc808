import { RESERVED_SLUGS } from '../shop/reservedSlugs';

export const USERNAME_MAX_LENGTH = 20;

/**
 * The sign-in username derived from a business name: lowercased, everything
 * except letters, digits and spaces removed, spaces removed, cut to 20 characters.
 */
export function deriveUsername(businessName: string): string {
  return businessName
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/ /g, '')
    .slice(0, USERNAME_MAX_LENGTH);
}

/**
 * A username the owner chooses is also the shop's public slug (its booking link `/{username}`),
 * so it follows the slug's characters (a-z, 0-9, hyphen) and its reserved list. Issue 32: owners
 * choose it (suggested from the business name) instead of having it derived, so two shops may
 * share a name.
 */
export const CHOSEN_USERNAME_MIN_LENGTH = 3;
export const CHOSEN_USERNAME_MAX_LENGTH = 30;

/** What a person types, shaped as they type: lowercase, spaces to hyphens, other characters dropped. */
export function usernameFromInput(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-');
}

/** The username offered for a business name: its slug, single hyphens, cut to the maximum. */
export function suggestUsername(businessName: string): string {
  return usernameFromInput(businessName.trim())
    .slice(0, CHOSEN_USERNAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** Why a chosen username cannot be used, or null when it can (availability aside). */
export function usernameProblem(username: string): string | null {
  if (username === '') return 'Username is required';
  if (!/^[a-z0-9-]+$/.test(username)) return 'Username can use lowercase letters, digits and hyphens only';
  if (username.startsWith('-') || username.endsWith('-') || username.includes('--'))
    return 'Username cannot start or end with a hyphen or have two in a row';
  if (username.length < CHOSEN_USERNAME_MIN_LENGTH) return `Username must be at least ${CHOSEN_USERNAME_MIN_LENGTH} characters`;
  if (username.length > CHOSEN_USERNAME_MAX_LENGTH) return `Username must be at most ${CHOSEN_USERNAME_MAX_LENGTH} characters`;
  if (RESERVED_SLUGS.includes(username)) return 'That username is reserved for a page of BarberBook. Please choose another.';
  return null;
}

/** The answer when someone else holds the username (409 at registration, and the form's check). */
export function usernameTakenMessage(username: string): string {
  return `The username ${username} is already taken. Please choose another.`;
}

/**
 * Free alternatives to try for a taken username, best first: with a place word when one is
 * known (classic-cuts-leeds), then numbered (classic-cuts-2, -3, ...). Each fits the rules.
 */
export function usernameCandidates(username: string, placeWords: readonly string[] = [], count = 6): string[] {
  const fit = (base: string, suffix: string) =>
    `${base.slice(0, CHOSEN_USERNAME_MAX_LENGTH - suffix.length - 1).replace(/-+$/, '')}-${suffix}`;
  const places = placeWords
    .map(usernameFromInput)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length > 0);
  const numbered = Array.from({ length: count }, (_, i) => String(i + 2));
  const all = [...places, ...numbered].map((suffix) => fit(username, suffix));
  return [...new Set(all)].filter((u) => u !== username && usernameProblem(u) === null).slice(0, count);
}
