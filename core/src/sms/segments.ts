import type { SmsEncoding } from '../model/sms';

// GSM 03.38: the basic set costs one septet a character, the extension table two (an escape and
// the character). Anything else in a text makes the whole text UCS-2.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

const isGsmChar = (c: string) => GSM_BASIC.has(c) || GSM_EXTENSION.has(c);

/** GSM-7 when every character is in the GSM alphabet (basic or extension), else UCS-2. */
export function smsEncoding(text: string): SmsEncoding {
  for (const c of text) if (!isGsmChar(c)) return 'UCS-2';
  return 'GSM-7';
}

export interface SegmentCount {
  encoding: SmsEncoding;
  /** the parts the text goes out in, each billed as one text; an empty text is 0 */
  segments: number;
  /** septets (GSM-7) or UTF-16 code units (UCS-2) */
  units: number;
}

/**
 * How many parts a text goes out in. Long texts are packed as phones and Twilio split them: a
 * character never straddles two parts (a GSM escape pair or a UCS-2 surrogate pair moves whole
 * to the next part), so a part may hold one unit fewer than its limit.
 */
export function countSegments(text: string): SegmentCount {
  const encoding = smsEncoding(text);
  const sizes = [...text].map((c) => (encoding === 'GSM-7' ? (GSM_EXTENSION.has(c) ? 2 : 1) : c.length));
  const units = sizes.reduce((sum, n) => sum + n, 0);
  const { single, part } = LIMITS[encoding];
  if (units === 0) return { encoding, segments: 0, units };
  if (units <= single) return { encoding, segments: 1, units };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments, units };
}

// Typographic characters that word processors and phones put in names and shop details, and
// that would turn a whole text UCS-2 (70 characters a part instead of 160) for no visible gain.
const LOOK_ALIKES: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u2033]/g, '"'],
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2007\u2009\u202F]/g, ' '],
];

/**
 * A text with typographic look-alikes replaced by their GSM characters, so it stays GSM-7 where
 * it can. Letters are never changed: a name that needs UCS-2 (Zoë, Siobhán, an emoji) keeps its
 * characters and the text goes as UCS-2.
 */
export function gsmFriendly(text: string): string {
  return LOOK_ALIKES.reduce((t, [re, to]) => t.replace(re, to), text);
}
