import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  docId,
  hasLoneSurrogate,
  isCleanText,
  isDocId,
  phoneNumber,
  strictBoolean,
  strictNumber,
  strictString,
  tableText,
  text,
  timeOfDay,
} from './fields';
import { messagesOf, typesOf } from '../test-support/schemaErrors';

describe('hasLoneSurrogate', () => {
  it('finds a high surrogate with no low one after it, at the end or before other text', () => {
    expect(hasLoneSurrogate('ab\uD800')).toBe(true);
    expect(hasLoneSurrogate('\uD800ab')).toBe(true);
    expect(hasLoneSurrogate('\uDBFF')).toBe(true);
  });

  it('finds a low surrogate with no high one before it, at the start or after other text', () => {
    expect(hasLoneSurrogate('\uDC00ab')).toBe(true);
    expect(hasLoneSurrogate('ab\uDFFF')).toBe(true);
    expect(hasLoneSurrogate('\uDE00\uD83D')).toBe(true);
  });

  it('accepts pairs (emoji) and text without surrogates', () => {
    expect(hasLoneSurrogate('\uD83D\uDE00')).toBe(false);
    expect(hasLoneSurrogate('Fades 💈 and ✂')).toBe(false);
    expect(hasLoneSurrogate('\uDBFF\uDFFF')).toBe(false);
    expect(hasLoneSurrogate('\uD800\uDC00')).toBe(false);
    expect(hasLoneSurrogate('plain')).toBe(false);
    expect(hasLoneSurrogate('')).toBe(false);
  });
});

describe('isCleanText', () => {
  const C0_AND_C1 = ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\u007F', '\u0080', '\u009F'];

  it('refuses every C0 and C1 control character in one line and in free text', () => {
    expect(C0_AND_C1).toHaveLength(10);
    for (const c of C0_AND_C1) {
      expect(isCleanText(`a${c}b`, false), JSON.stringify(c)).toBe(false);
      expect(isCleanText(`a${c}b`, true), JSON.stringify(c)).toBe(false);
    }
  });

  it('lets free text hold tabs and line breaks, and one line not, nor line or paragraph separators', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(isCleanText(`a${c}b`, true), JSON.stringify(c)).toBe(true);
      expect(isCleanText(`a${c}b`, false), JSON.stringify(c)).toBe(false);
    }
    expect(isCleanText('a\u2028b', false)).toBe(false);
    expect(isCleanText('a\u2029b', false)).toBe(false);
    expect(isCleanText('a\u2028b\u2029', true)).toBe(true);
  });

  it('accepts ordinary text, accents, non-breaking spaces and emoji', () => {
    expect(isCleanText('Joe’s Cuts & Co. — café\u00A0 💈', false)).toBe(true);
    expect(isCleanText('Joe’s Cuts & Co. — café\u00A0 💈', true)).toBe(true);
    expect(isCleanText('', false)).toBe(true);
  });

  it('refuses lone surrogates in both forms', () => {
    expect(isCleanText('a\uD800', false)).toBe(false);
    expect(isCleanText('a\uD800', true)).toBe(false);
  });
});

describe('strictString', () => {
  it('trims a string, or keeps it whole with trim off', async () => {
    await expect(strictString('Name').validate('  Sam ')).resolves.toBe('Sam');
    await expect(strictString('Password', { trim: false }).validate('  pass ')).resolves.toBe('  pass ');
  });

  it('refuses other JSON types with "<label> must be text", trim on or off', async () => {
    for (const value of [5, true, ['a'], { a: 'b' }]) {
      expect(await messagesOf(strictString('Name'), value), JSON.stringify(value)).toEqual(['Name must be text']);
      expect(await messagesOf(strictString('Password', { trim: false }), value), JSON.stringify(value)).toEqual([
        'Password must be text',
      ]);
    }
  });

  it('refuses control characters, allowing line breaks only when multiline', async () => {
    expect(await messagesOf(strictString('Name'), 'a\nb')).toEqual(['Name contains characters that are not allowed']);
    expect(await messagesOf(strictString('Notes', { multiline: true }), 'a\nb')).toEqual([]);
    expect(await messagesOf(strictString('Notes', { multiline: true }), 'a\u0007b')).toEqual([
      'Notes contains characters that are not allowed',
    ]);
  });

  it('leaves a missing value to the schema that uses it', async () => {
    await expect(strictString('Name').validate(undefined)).resolves.toBeUndefined();
  });
});

describe('text', () => {
  it('takes exactly max characters and refuses one more', async () => {
    expect(await messagesOf(text('Bio', 5), 'abcde')).toEqual([]);
    expect(await messagesOf(text('Bio', 5), 'abcdef')).toEqual(['Bio must be at most 5 characters']);
    // counted once trimmed
    expect(await messagesOf(text('Bio', 5), ' abcde ')).toEqual([]);
  });

  it('is optional unless required, and a blank required value is missing', async () => {
    await expect(text('Bio', 5).validate('')).resolves.toBe('');
    await expect(text('Bio', 5).validate(undefined)).resolves.toBeUndefined();
    expect(await messagesOf(text('Name', 5, { required: true }), '   ')).toEqual(['Name is required']);
    expect(await messagesOf(text('Name', 5, { required: true }), undefined)).toEqual(['Name is required']);
  });

  it('takes line breaks only when multiline', async () => {
    expect(await messagesOf(text('Bio', 9, { multiline: true }), 'a\nb')).toEqual([]);
    expect(await messagesOf(text('Bio', 9), 'a\nb')).toEqual(['Bio contains characters that are not allowed']);
  });
});

describe('tableText', () => {
  it('uses the table max of the field', async () => {
    expect(await messagesOf(tableText('shop', 'name', 'Barbershop name'), 'a'.repeat(100))).toEqual([]);
    expect(await messagesOf(tableText('shop', 'name', 'Barbershop name'), 'a'.repeat(101))).toEqual([
      'Barbershop name must be at most 100 characters',
    ]);
    expect(await messagesOf(tableText('barber', 'bio', 'Bio'), 'a'.repeat(1001))).toEqual([
      'Bio must be at most 1000 characters',
    ]);
  });

  it('requires fields whose table min is 1, not those whose min is 0', async () => {
    expect(await messagesOf(tableText('shop', 'name', 'Barbershop name'), '')).toEqual(['Barbershop name is required']);
    expect(await messagesOf(tableText('barber', 'specialty', 'Specialty'), '')).toEqual([]);
  });

  it('allows line breaks in multiline fields only', async () => {
    expect(await messagesOf(tableText('shop', 'description', 'Description'), 'a\nb')).toEqual([]);
    expect(await messagesOf(tableText('shop', 'address', 'Address'), 'a\nb')).toEqual([
      'Address contains characters that are not allowed',
    ]);
  });
});

describe('strictNumber and strictBoolean', () => {
  it('take JSON numbers only', async () => {
    await expect(strictNumber('Duration').validate(30)).resolves.toBe(30);
    await expect(strictNumber('Duration').validate(-2.5)).resolves.toBe(-2.5);
    for (const value of ['30', '', true, [30], null]) {
      expect(await messagesOf(strictNumber('Duration'), value), JSON.stringify(value)).toEqual(['Duration must be a number']);
    }
  });

  it('take JSON booleans only, and let a default fill a missing one', async () => {
    await expect(strictBoolean('isActive').validate(false)).resolves.toBe(false);
    await expect(strictBoolean('isActive').validate(true)).resolves.toBe(true);
    for (const value of ['true', 'false', 1, 0]) {
      expect(await messagesOf(strictBoolean('isActive'), value), JSON.stringify(value)).toEqual([
        'isActive must be true or false',
      ]);
    }
    await expect(strictBoolean('isActive').default(true).validate(undefined)).resolves.toBe(true);
  });
});

describe('isDocId and docId', () => {
  it('takes letters, digits, _ and -, 1 to 128 of them', () => {
    expect(isDocId('aZ09_-')).toBe(true);
    expect(isDocId('x')).toBe(true);
    expect(isDocId('a'.repeat(128))).toBe(true);
    expect(isDocId('a'.repeat(129))).toBe(false);
    expect(isDocId('')).toBe(false);
    for (const bad of ['a b', 'a/b', 'a.b', 'é', 'a\n', '\na']) expect(isDocId(bad), JSON.stringify(bad)).toBe(false);
  });

  it('refuses the reserved __…__ form only when the whole id has it', () => {
    expect(isDocId('__name__')).toBe(false);
    expect(isDocId('____')).toBe(false);
    expect(isDocId('__x')).toBe(true);
    expect(isDocId('x__')).toBe(true);
    expect(isDocId('___')).toBe(true);
    expect(isDocId('a__b__')).toBe(true);
    expect(isDocId('__b__c')).toBe(true);
  });

  it('refuses values that are not strings', () => {
    expect(isDocId(12)).toBe(false);
    expect(isDocId(['abc'])).toBe(false);
    expect(isDocId(null)).toBe(false);
  });

  it('docId answers its own messages, and leaves an empty or missing id to .required()', async () => {
    expect(await messagesOf(docId('barberId'), '__name__')).toEqual(['barberId is not a valid id']);
    expect(await messagesOf(docId('barberId'), 'a/b')).toEqual(['barberId is not a valid id']);
    expect(await messagesOf(docId('barberId'), 7)).toEqual(['barberId must be text']);
    expect(await messagesOf(docId('barberId'), 'b1')).toEqual([]);
    expect(await messagesOf(docId('barberId'), '')).toEqual([]);
    expect(await messagesOf(docId('barberId'), undefined)).toEqual([]);
    // strict: not trimmed into a valid id
    expect(await messagesOf(docId('barberId'), ' b1')).toEqual(['barberId is not a valid id']);
  });
});

describe('calendarDate and timeOfDay', () => {
  it('take real dates written YYYY-MM-DD', async () => {
    expect(await messagesOf(calendarDate('date'), '2028-02-29')).toEqual([]);
    expect(await messagesOf(calendarDate('date'), '2026-02-29')).toEqual(['date must be a real date written YYYY-MM-DD']);
    expect(await messagesOf(calendarDate('date'), '1/2/2026')).toEqual(['date must be a real date written YYYY-MM-DD']);
    expect(await messagesOf(calendarDate('date'), 20260101)).toEqual(['date must be text']);
    expect(await messagesOf(calendarDate('date'), undefined)).toEqual([]);
  });

  it('take times written HH:mm', async () => {
    expect(await messagesOf(timeOfDay('startTime'), '23:59')).toEqual([]);
    expect(await messagesOf(timeOfDay('startTime'), '24:00')).toEqual(['startTime must be a time written HH:mm']);
    expect(await messagesOf(timeOfDay('startTime'), '9:00')).toEqual(['startTime must be a time written HH:mm']);
    expect(await messagesOf(timeOfDay('startTime'), 900)).toEqual(['startTime must be text']);
    expect(await messagesOf(timeOfDay('startTime'), undefined)).toEqual([]);
  });
});

describe('phoneNumber', () => {
  it('answers a valid number in E.164', async () => {
    await expect(phoneNumber('Phone').validate(' 07700 900123 ')).resolves.toBe('+447700900123');
    await expect(phoneNumber('Phone').validate('+44 20 7946 0000')).resolves.toBe('+442079460000');
  });

  it('keeps an empty or missing phone as it is', async () => {
    await expect(phoneNumber('Phone').validate('')).resolves.toBe('');
    await expect(phoneNumber('Phone').validate(undefined)).resolves.toBeUndefined();
  });

  it('refuses what is not a phone number, without echoing it', async () => {
    expect(await messagesOf(phoneNumber('Phone'), '12')).toEqual(['Enter a valid phone number']);
    expect(await messagesOf(phoneNumber('Phone'), 'call me')).toEqual(['Enter a valid phone number']);
    expect(await messagesOf(phoneNumber('Phone'), 7700900123)).toEqual(['Phone must be text']);
  });

  it('takes 40 characters and refuses 41', async () => {
    const spaced = (n: number) => `07700 900123${' '.repeat(n - 13)}4`;
    expect(spaced(40)).toHaveLength(40);
    // 40 characters of which the number is not valid (a trailing digit), so only the phone test answers
    expect(await messagesOf(phoneNumber('Phone'), spaced(40))).toEqual(['Enter a valid phone number']);
    expect(await messagesOf(phoneNumber('Phone'), spaced(41))).toEqual([
      'Phone must be at most 40 characters',
      'Enter a valid phone number',
    ]);
  });

  it('refuses a number with a control character in it instead of cleaning it up', async () => {
    // libphonenumber reads past the control character: the value would otherwise be stored clean
    expect(await messagesOf(phoneNumber('Phone'), '07700 900123\u0007')).toEqual([
      'Phone contains characters that are not allowed',
    ]);
    expect(await messagesOf(phoneNumber('Phone'), '\u000707700 900123')).toEqual([
      'Phone contains characters that are not allowed',
    ]);
    expect(await messagesOf(phoneNumber('Phone'), '07700\u2028900123')).toEqual([
      'Phone contains characters that are not allowed',
      'Enter a valid phone number',
    ]);
  });

  it('takes no line break or tab either, though free text may hold them', async () => {
    expect(await messagesOf(phoneNumber('Phone'), '07700 900123\tx')).toEqual(['Phone contains characters that are not allowed']);
    expect(await messagesOf(phoneNumber('Phone'), '07700 900123\nx')).toEqual(['Phone contains characters that are not allowed']);
  });
});

describe('the checks of the builders', () => {
  it('name themselves in the error type, so a caller can tell which one failed', async () => {
    expect(await typesOf(strictString('Name'), 'a\u0000')).toEqual(['clean']);
    expect(await typesOf(docId('id'), '__x__')).toEqual(['id']);
    expect(await typesOf(calendarDate('date'), '2026-02-30')).toEqual(['date']);
    expect(await typesOf(timeOfDay('time'), '25:00')).toEqual(['time']);
    expect(await typesOf(phoneNumber('Phone'), '12')).toEqual(['phone']);
    expect(await typesOf(text('Bio', 1, { required: true }), 'ab')).toEqual(['max']);
  });
});
