import { FIELD_LIMITS, type FieldKind, type FieldLimit } from '@barbershop/core/validation';

// Values of a given length for each kind of the limits table (FIELD_LIMITS), and the cases a
// field of each kind must accept and refuse. Shared by the rules tests and the rules-vs-API test.

/** An email address of exactly `n` characters (labels of at most 63, as real addresses). */
export function emailOfLength(n: number): string {
  const local = 'a'.repeat(Math.min(64, n - 6));
  let domain = 'example.com';
  let rest = n - local.length - 1 - domain.length;
  const labels: string[] = [];
  while (rest > 0) {
    const size = Math.min(63, rest - 1);
    labels.push('b'.repeat(Math.max(1, size)));
    rest -= Math.max(1, size) + 1;
  }
  domain = [...labels, domain].join('.');
  const email = `${local}@${domain}`;
  if (email.length !== n) throw new Error(`emailOfLength(${n}) made ${email.length} characters`);
  return email;
}

/** A value of `kind` that is exactly `n` characters long (n at least 25). */
export function valueOfLength(kind: FieldKind, n: number): string {
  switch (kind) {
    case 'line':
      return 'L'.repeat(n);
    case 'multiline':
      return `Line one\nline two\r\n\t${'m'.repeat(n - 20)}`;
    case 'email':
      return emailOfLength(n);
    case 'https':
      return `https://example.com/${'p'.repeat(n - 20)}`;
    case 'image':
      return `data:image/png;base64,${'A'.repeat(n - 22)}`;
    case 'phone':
      return `+4477009${'0'.repeat(n - 8)}`;
  }
}

export interface ValueCase {
  name: string;
  value: unknown;
  allowed: boolean;
  /** the API takes the same value in another form (it normalises); the stored form is what counts */
  rulesOnly?: boolean;
}

/** What a field of this row must accept and refuse, in the rules as in the API. */
export function casesFor(limit: FieldLimit): ValueCase[] {
  const { kind, max, min } = limit;
  const cases: ValueCase[] = [
    { name: 'a number', value: 42, allowed: false },
    { name: 'a list', value: ['x'], allowed: false },
    { name: `empty (${min === 0 ? 'optional' : 'required'})`, value: '', allowed: min === 0 },
  ];
  if (kind !== 'phone') {
    cases.push(
      { name: `${max} characters (the most)`, value: valueOfLength(kind, max), allowed: true },
      { name: `${max + 1} characters`, value: valueOfLength(kind, max + 1), allowed: false },
    );
  } else {
    cases.push(
      {
        name: `${max} characters (the most, +44 and 13 digits)`,
        value: valueOfLength(kind, max),
        allowed: true,
        rulesOnly: true,
      },
      { name: `${max + 1} characters`, value: valueOfLength(kind, max + 1), allowed: false },
    );
  }
  if (kind === 'line') {
    cases.push(
      { name: 'CR/LF inside', value: 'Sam\r\nBcc: x@example.com', allowed: false },
      { name: 'a line feed', value: 'Sam\nSmith', allowed: false },
      { name: 'a tab', value: 'Sam\tSmith', allowed: false },
      { name: 'a control character (BEL)', value: 'Sam\u0007', allowed: false },
      { name: 'a C1 control character (NEL)', value: 'Sam\u0085Smith', allowed: false },
      { name: 'a line separator (U+2028)', value: 'Sam\u2028Smith', allowed: false },
      { name: 'accents and emoji', value: 'José ✂️ Ça', allowed: true },
    );
    if (min > 0) cases.push({ name: 'only spaces (required)', value: '   ', allowed: false });
  }
  if (kind === 'multiline') {
    cases.push(
      { name: 'line breaks and tabs', value: 'One\nTwo\r\n\tThree', allowed: true },
      { name: 'a NUL', value: 'One\u0000', allowed: false },
      { name: 'an escape character', value: 'One\u001b[31m', allowed: false },
      { name: 'a DEL', value: 'One\u007f', allowed: false },
    );
  }
  if (kind === 'https') {
    cases.push(
      { name: 'an https address', value: 'https://g.page/r/shop/review', allowed: true },
      { name: 'a javascript: URL', value: 'javascript:alert(document.cookie)', allowed: false },
      { name: 'an http: URL', value: 'http://g.page/r/shop/review', allowed: false },
      { name: 'a data: URL', value: 'data:text/html;base64,PGgxPg==', allowed: false },
      { name: 'an https address with a space', value: 'https://g.page/a b', allowed: false },
      { name: 'an https address with CR/LF', value: 'https://g.page/a\r\nb', allowed: false },
    );
  }
  if (kind === 'image') {
    cases.push(
      { name: 'an https image URL', value: 'https://example.com/photo.jpg', allowed: true },
      { name: 'a PNG data URL', value: 'data:image/png;base64,iVBORw0KGgo=', allowed: true },
      { name: 'a JPEG data URL', value: 'data:image/jpeg;base64,/9j/4AAQ', allowed: true },
      { name: 'a javascript: URL', value: 'javascript:alert(1)', allowed: false },
      { name: 'an http: URL', value: 'http://example.com/photo.jpg', allowed: false },
      { name: 'an HTML data URL', value: 'data:text/html;base64,PGgxPg==', allowed: false },
      { name: 'an SVG data URL', value: 'data:image/svg+xml;base64,PHN2Zz4=', allowed: false },
      { name: 'a GIF data URL', value: 'data:image/gif;base64,R0lGODlh', allowed: false },
      { name: 'plain text', value: 'my photo', allowed: false },
    );
  }
  if (kind === 'phone') {
    cases.push(
      { name: 'an E.164 number', value: '+447700900123', allowed: true },
      { name: 'dashes only', value: '-----', allowed: false },
      { name: 'a national number with spaces (stored E.164 only)', value: '07700 900123', allowed: false, rulesOnly: true },
      { name: 'letters', value: '+44 call me', allowed: false },
      { name: 'a leading zero after +', value: '+0447700900123', allowed: false },
      { name: 'CR/LF inside', value: '+447700\r\n900123', allowed: false },
    );
  }
  if (kind === 'email') {
    cases.push(
      { name: 'an address', value: 'shop@example.com', allowed: true },
      { name: 'no @', value: 'shop.example.com', allowed: false },
      { name: 'CR/LF and a header', value: 'shop@example.com\r\nBcc: x@example.com', allowed: false },
      { name: 'a space', value: 'shop @example.com', allowed: false },
    );
  }
  return cases;
}

/** Every row of the table for the documents a client writes: [owner, field, limit]. */
export function tableRows<O extends keyof typeof FIELD_LIMITS>(owners: readonly O[]): [O, string, FieldLimit][] {
  return owners.flatMap((owner) =>
    Object.entries(FIELD_LIMITS[owner] as Record<string, FieldLimit>).map(
      ([field, limit]) => [owner, field, limit] as [O, string, FieldLimit],
    ),
  );
}
