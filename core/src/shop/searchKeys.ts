// The public shop listing's search (GET /api/barbershops?q=): a shop is found by a word prefix of
// its name or its town. Firestore has no text search, so each shop stores `searchKeys`, every
// prefix of every word-start phrase of both, and the query is one `array-contains`.

/** Longest stored prefix; a longer query is cut to this length (docs/firestore-queries.md). */
export const SEARCH_KEY_MAX_LENGTH = 20;
/** Word starts indexed per field (a 100-character name keeps its first ten words searchable). */
export const SEARCH_WORD_STARTS = 10;

/** Lowercase letters and digits only, accents dropped ("Café  Noir's" -> "cafe noir s"). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const COUNTRIES = new Set(['uk', 'united kingdom', 'gb', 'great britain', 'england', 'scotland', 'wales', 'northern ireland']);
const FULL_POSTCODE = /^[a-z]{1,2}[0-9][a-z0-9]? ?[0-9][a-z]{2}$/i;
const TRAILING_POSTCODE = /\s+[a-z]{1,2}[0-9][a-z0-9]?(\s*[0-9][a-z]{2})?$/i;

/**
 * The town of a one-line UK address: its last comma-separated part after the first (the street),
 * leaving out a country name and a postcode, alone or at the end of the part
 * ("12 Redchurch Street, London E2 7DJ" -> "London"). '' when the address has no such part.
 */
export function townOf(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const localities = parts.slice(1).filter((p) => !COUNTRIES.has(p.toLowerCase()) && !FULL_POSTCODE.test(p));
  const last = localities.at(-1);
  if (last === undefined) return '';
  const withoutPostcode = last.replace(TRAILING_POSTCODE, '').trim();
  return withoutPostcode === '' ? last : withoutPostcode;
}

const POSTCODE_AT_END = /(?:^|\s)([a-z]{1,2}[0-9][a-z0-9]?(?:\s*[0-9][a-z]{2})?)$/i;

/**
 * The UK postcode ending one of the address's comma-separated parts after the street, uppercase
 * ("12 Redchurch Street, London E2 7DJ" -> "E2 7DJ", "…, Leeds, LS1" -> "LS1"); '' when none.
 */
export function postcodeOf(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .slice(1);
  for (const part of parts.reverse()) {
    const match = POSTCODE_AT_END.exec(part);
    if (match) return match[1]!.toUpperCase().replace(/\s+/g, ' ');
  }
  return '';
}

function phrasePrefixes(text: string, into: Set<string>): void {
  const words = normaliseSearchText(text).split(' ').filter(Boolean);
  for (let i = 0; i < Math.min(words.length, SEARCH_WORD_STARTS); i += 1) {
    const phrase = words.slice(i).join(' ').slice(0, SEARCH_KEY_MAX_LENGTH);
    for (let len = 1; len <= phrase.length; len += 1) {
      if (phrase[len - 1] !== ' ') into.add(phrase.slice(0, len));
    }
  }
}

/**
 * Every prefix (up to SEARCH_KEY_MAX_LENGTH) of every phrase starting at a word of the name, of
 * the town and of the postcode, so "bar", "barber br" and "leeds" each match with one array-contains. Sorted.
 */
export function shopSearchKeys(name: string, address: string): string[] {
  const keys = new Set<string>();
  phrasePrefixes(name, keys);
  phrasePrefixes(townOf(address), keys);
  // the postcode district ("E2") and the whole postcode ("E2 7DJ") find the shop too
  phrasePrefixes(postcodeOf(address), keys);
  return [...keys].sort();
}

/** The stored key a search text looks for; '' when it holds no letter or digit. */
export function searchKeyOf(query: string): string {
  return normaliseSearchText(query).slice(0, SEARCH_KEY_MAX_LENGTH).trim();
}
