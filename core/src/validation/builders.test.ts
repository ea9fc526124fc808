import { describe, expect, it } from 'vitest';
import {
  appointmentDateTime,
  bookingDate,
  emailAddress,
  httpsUrl,
  imageRef,
  isImageRef,
  queryText,
  queryWholeNumber,
  wholeNumber,
} from './builders';
import { messagesOf, typesOf } from '../test-support/schemaErrors';

describe('emailAddress', () => {
  it('stores the address trimmed and lowercase', async () => {
    await expect(emailAddress().validate(' Owner@Example.COM ')).resolves.toBe('owner@example.com');
  });

  it('answers with its default label, or the one given', async () => {
    expect(await messagesOf(emailAddress(), 'nope')).toEqual(['Enter a valid email address']);
    expect(await messagesOf(emailAddress(), 5)).toEqual(['Email address must be text']);
    expect(await messagesOf(emailAddress('Email'), ['a@b.example'])).toEqual(['Email must be text']);
    expect(await messagesOf(emailAddress(), 'a@b.example\n')).toEqual([]);
    expect(await messagesOf(emailAddress(), 'a@b\u0007.example')).toEqual([
      'Email address contains characters that are not allowed',
      'Enter a valid email address',
    ]);
  });

  it('takes 254 characters by default and refuses 255', async () => {
    const domain = `${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(60)}.example`;
    const at = (local: number) => `${'a'.repeat(local)}@${domain}`;
    expect(at(63)).toHaveLength(254);
    expect(await messagesOf(emailAddress(), at(63))).toEqual([]);
    expect(await messagesOf(emailAddress(), at(64))).toEqual(['Email address must be at most 254 characters']);
  });

  it('takes the max it is given', async () => {
    expect(await messagesOf(emailAddress('Email', 15), 'abc@example.com')).toEqual([]);
    expect(await messagesOf(emailAddress('Email', 15), 'abcd@example.com')).toEqual(['Email must be at most 15 characters']);
  });

  it('is optional until required', async () => {
    await expect(emailAddress().validate('')).resolves.toBe('');
    await expect(emailAddress().validate(undefined)).resolves.toBeUndefined();
  });
});

describe('httpsUrl', () => {
  // built inside each test, where Stryker's mutants are active
  const url = () => httpsUrl('Google Business URL', 30);

  it('takes https addresses in any case, and nothing', async () => {
    for (const value of ['https://g.example/x', 'HTTPS://G.EXAMPLE', '', undefined]) {
      expect(await messagesOf(url(), value), String(value)).toEqual([]);
    }
  });

  it('refuses other schemes, a bare scheme, spaces and text before it', async () => {
    for (const value of [
      'http://g.example',
      'javascript:alert(1)',
      'https://',
      'https://g.example/a b',
      'see https://g.example',
      'g.example',
    ]) {
      expect(await messagesOf(url(), value), value).toEqual(['Google Business URL must be a web address starting with https://']);
    }
  });

  it('takes max characters and refuses one more', async () => {
    expect(await messagesOf(url(), `https://${'a'.repeat(22)}`)).toEqual([]);
    expect(await messagesOf(url(), `https://${'a'.repeat(23)}`)).toEqual(['Google Business URL must be at most 30 characters']);
    expect(await messagesOf(url(), 30)).toEqual(['Google Business URL must be text']);
  });
});

describe('isImageRef and imageRef', () => {
  it('takes https URLs and base64 JPG/PNG data URLs', () => {
    for (const value of [
      'https://x.example/logo.png',
      'HTTPS://X',
      'data:image/png;base64,AAAA',
      'data:image/jpeg;base64,A+/9',
      'data:image/png;base64,AA==',
      'data:image/png;base64,AAA=',
    ]) {
      expect(isImageRef(value), value).toBe(true);
    }
  });

  it('refuses other schemes, image types and malformed data URLs', () => {
    for (const value of [
      'http://x.example/logo.png',
      'https://',
      'https://x.example/a b',
      ' https://x.example',
      'data:image/gif;base64,AAAA',
      'data:image/svg+xml;base64,AAAA',
      'data:;base64,AAAA',
      'data:image/png,AAAA',
      'data:image/png;base64,',
      'data:image/png;base64,AA===',
      'data:image/png;base64,AA AA',
      'data:image/png;base64,AAAA"',
      'xdata:image/png;base64,AAAA',
      'data:image/png;charset=x;base64,AAAA',
      '',
    ]) {
      expect(isImageRef(value), value).toBe(false);
    }
  });

  it('answers its messages', async () => {
    const logo = imageRef('Logo', 30);
    expect(await messagesOf(logo, 'data:image/gif;base64,AAAA')).toEqual([
      'Logo must be an https image URL or a JPG/PNG data URL',
    ]);
    expect(await messagesOf(logo, `data:image/png;base64,${'A'.repeat(8)}`)).toEqual([]);
    expect(await messagesOf(logo, `data:image/png;base64,${'A'.repeat(9)}`)).toEqual(['Logo is too large']);
    expect(await messagesOf(logo, '')).toEqual([]);
    expect(await messagesOf(logo, undefined)).toEqual([]);
    expect(await messagesOf(logo, 1)).toEqual(['Logo must be text']);
  });
});

describe('bookingDate', () => {
  const date = () => bookingDate('startDate');
  const YEARS = 'startDate must be a date between the years 2000 and 2099';

  it('takes real dates of the years 2000 to 2099', async () => {
    for (const value of ['2000-01-01', '2026-12-01', '2099-12-31', undefined]) {
      expect(await messagesOf(date(), value), String(value)).toEqual([]);
    }
  });

  it('refuses dates outside those years with their own message', async () => {
    expect(await messagesOf(date(), '1999-12-31')).toEqual([YEARS]);
    expect(await messagesOf(date(), '2100-01-01')).toEqual([YEARS]);
  });

  it('answers a malformed date only with the date message', async () => {
    for (const value of ['2026-12-011', 'x2026-12-01', '2026-02-30', '2100-02-30'])
      expect(await messagesOf(date(), value), value).toEqual(['startDate must be a real date written YYYY-MM-DD']);
    expect(await messagesOf(date(), '')).toEqual(['startDate must be a real date written YYYY-MM-DD']);
    expect(await messagesOf(date(), '12/01/2026')).toEqual(['startDate must be a real date written YYYY-MM-DD']);
    expect(await messagesOf(date(), '+275760-09-13')).toEqual(['startDate must be a real date written YYYY-MM-DD']);
  });
});

describe('appointmentDateTime', () => {
  it('takes a shop-local date and time, or an instant', async () => {
    for (const value of [
      '2026-12-01T10:15',
      '2026-12-01T10:15:00',
      '2026-12-01T10:15:00.000Z',
      '2026-12-01T10:15+01:00',
      undefined,
    ]) {
      expect(await messagesOf(appointmentDateTime(), value), String(value)).toEqual([]);
    }
  });

  it('refuses impossible dates and times with the default label or the one given', async () => {
    const msg = 'must be a real date and time written YYYY-MM-DDTHH:mm, in the years 2000 to 2099';
    expect(await messagesOf(appointmentDateTime(), '2026-11-31T10:00')).toEqual([`appointmentDate ${msg}`]);
    expect(await messagesOf(appointmentDateTime('when'), '2026-12-01T24:00')).toEqual([`when ${msg}`]);
    expect(await messagesOf(appointmentDateTime(), '')).toEqual([`appointmentDate ${msg}`]);
    expect(await messagesOf(appointmentDateTime(), 1_700_000_000_000)).toEqual(['appointmentDate must be text']);
  });

  it('takes 40 characters and refuses 41 with a short message', async () => {
    const padded = (n: number) => `2026-12-01T10:15:00.000Z${' '.repeat(n - 24)}`;
    expect(await messagesOf(appointmentDateTime(), padded(40))).toEqual([
      'appointmentDate must be a real date and time written YYYY-MM-DDTHH:mm, in the years 2000 to 2099',
    ]);
    expect(await messagesOf(appointmentDateTime(), padded(41))).toEqual([
      'appointmentDate must be a date and time written YYYY-MM-DDTHH:mm',
      'appointmentDate must be a real date and time written YYYY-MM-DDTHH:mm, in the years 2000 to 2099',
    ]);
  });
});

describe('wholeNumber', () => {
  it('takes whole JSON numbers from min to max', async () => {
    const seats = wholeNumber('seatsTotal', 4, 50);
    for (const value of [4, 50, 17]) expect(await messagesOf(seats, value), String(value)).toEqual([]);
    for (const value of [3, 51, 4.5, -4])
      expect(await messagesOf(seats, value), String(value)).toEqual(['seatsTotal must be a whole number from 4 to 50']);
    expect(await messagesOf(seats, '5')).toEqual(['seatsTotal must be a number']);
  });

  it('answers the range message it is given', async () => {
    expect(await messagesOf(wholeNumber('n', 1, 2, 'Pick 1 or 2'), 3)).toEqual(['Pick 1 or 2']);
    expect(await messagesOf(wholeNumber('n', 1, 2, 'Pick 1 or 2'), 1.5)).toEqual(['Pick 1 or 2']);
    expect(await messagesOf(wholeNumber('n', 1, 2, 'Pick 1 or 2'), 0)).toEqual(['Pick 1 or 2']);
  });
});

describe('queryText', () => {
  it('takes one value of at most 200 characters by default', async () => {
    expect(await messagesOf(queryText('slug'), 'a'.repeat(200))).toEqual([]);
    expect(await messagesOf(queryText('slug'), 'a'.repeat(201))).toEqual(['slug must be at most 200 characters']);
    expect(await messagesOf(queryText('slug', 3), 'abcd')).toEqual(['slug must be at most 3 characters']);
    expect(await messagesOf(queryText('slug'), undefined)).toEqual([]);
  });

  it('refuses repeated and nested parameters', async () => {
    expect(await messagesOf(queryText('slug'), ['a', 'b'])).toEqual(['slug must be a single value']);
    expect(await messagesOf(queryText('slug'), { b: 'a' })).toEqual(['slug must be a single value']);
  });

  it('refuses C0 controls and DEL, not other text', async () => {
    for (const c of ['\u0000', '\u0009', '\u001F', '\u007F']) {
      expect(await messagesOf(queryText('slug'), `a${c}b`), JSON.stringify(c)).toEqual([
        'slug contains characters that are not allowed',
      ]);
    }
    expect(await messagesOf(queryText('slug'), 'fresh fades ~!é')).toEqual([]);
  });
});

describe('queryWholeNumber', () => {
  const duration = () => queryWholeNumber('duration', 5, 480);
  const RANGE = 'duration must be whole minutes from 5 to 480';

  it('takes digits naming a number from min to max, and keeps them as text', async () => {
    await expect(duration().validate('30')).resolves.toBe('30');
    for (const value of ['5', '480', '0030']) expect(await messagesOf(duration(), value), value).toEqual([]);
    expect(await messagesOf(duration(), undefined)).toEqual([]);
  });

  it('refuses numbers out of range and what is not digits', async () => {
    for (const value of ['4', '481', '0']) expect(await messagesOf(duration(), value), value).toEqual([RANGE]);
    // not digits, and not a number in range either: both checks answer
    for (const value of ['3.5', '-30', '30m', '', 'x30', '30x'])
      expect(await messagesOf(duration(), value), value).toEqual([RANGE, RANGE]);
    // a number in range, but not written as digits alone
    for (const value of [' 30', '1e2', '30 ']) expect(await messagesOf(duration(), value), value).toEqual([RANGE]);
  });

  it('refuses more than 4 characters and a repeated parameter', async () => {
    expect(await messagesOf(duration(), '00030')).toEqual(['duration must be at most 4 characters', RANGE]);
    expect(await messagesOf(duration(), ['30', '45'])).toEqual(['duration must be a single value']);
  });
});

describe('the checks of the builders', () => {
  it('name themselves in the error type, so a caller can tell which one failed', async () => {
    expect(await typesOf(imageRef('Logo', 99), 'ftp://x')).toEqual(['image']);
    expect(await typesOf(httpsUrl('Site', 99), 'ftp://x')).toEqual(['https']);
    expect(await typesOf(bookingDate('date'), '2100-01-01')).toEqual(['year']);
    expect(await typesOf(appointmentDateTime(), '2026-02-30T10:00')).toEqual(['when']);
    expect(await typesOf(queryText('q'), 'a\u0000')).toEqual(['clean']);
    expect(await typesOf(queryWholeNumber('n', 5, 9), '10')).toEqual(['range']);
  });
});
