import type { OgImageInputs } from '@barbershop/core/seo';

/** The preview's size: what Facebook, WhatsApp, iMessage and X show as a large card. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
/** Named on every preview: a shared link says where it leads. */
export const SITE_NAME = 'BarberBook';

/** The name's column beside the 280 px picture, in px, and at most this many lines of it. */
const NAME_COLUMN_PX = 720;
const NAME_MAX_LINES = 3;
/** Inter bold's average advance is about 0.58 em for mixed-case text; a line breaks before it overflows. */
const AVERAGE_CHAR_EM = 0.58;

/** What the image draws, decided before any drawing so it can be tested without rendering. */
export interface OgLayout {
  nameLines: string[];
  nameFontSize: number;
  /** drawn in the picture's place when there is no picture */
  initials: string;
  /** e.g. "4.7 · 12 reviews" (a star is drawn before it); null when the shop page shows no rating */
  ratingText: string | null;
}

export function ogLayoutOf(inputs: OgImageInputs): OgLayout {
  const name = inputs.name.replace(/\s+/g, ' ').trim();
  const nameFontSize = name.length <= 18 ? 84 : name.length <= 40 ? 68 : 56;
  return {
    nameLines: wrapName(name, Math.floor(NAME_COLUMN_PX / (nameFontSize * AVERAGE_CHAR_EM)), NAME_MAX_LINES),
    nameFontSize,
    initials: initialsOf(name),
    ratingText: ratingTextOf(inputs.rating),
  };
}

/**
 * Words onto lines of at most `perLine` characters, at most `maxLines` lines; a word longer than a
 * line is cut, and what does not fit ends the last line with an ellipsis.
 */
export function wrapName(name: string, perLine: number, maxLines: number): string[] {
  const words = name
    .split(' ')
    .filter(Boolean)
    .flatMap((w) => chunks(w, perLine));
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= perLine) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, perLine);
  return kept;
}

function chunks(word: string, size: number): string[] {
  const out: string[] = [];
  const chars = Array.from(word);
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function withEllipsis(line: string, perLine: number): string {
  const room = Array.from(line)
    .slice(0, perLine - 1)
    .join('');
  return `${room.replace(/[\s,.;:&-]+$/, '')}…`;
}

/** Up to two letters: the first of the first two words ("Classic Cuts" → "CC"). */
export function initialsOf(name: string): string {
  const firsts = name
    .split(/\s+/)
    .map((w) => Array.from(w).find((c) => /[\p{L}\p{N}]/u.test(c)))
    .filter((c): c is string => Boolean(c));
  return firsts.slice(0, 2).join('').toUpperCase() || '?';
}

/** The shop page's badge as words; nothing when there is none (never a made-up number). */
export function ratingTextOf(rating: OgImageInputs['rating']): string | null {
  if (!rating || rating.count <= 0) return null;
  return `${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}
