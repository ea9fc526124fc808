import { describe, expect, test } from 'vitest';
import { appointmentsCsv, csvCell, customersCsv, startsAsFormula, toCsv } from './csv';

describe('csvCell', () => {
  test('plain text and numbers pass unchanged', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(45)).toBe('45');
    expect(csvCell('')).toBe('');
  });
  test('quotes, commas and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });
  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+44 7911 123456')).toBe("'+44 7911 123456");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell(-5)).toBe("'-5");
  });
  test('a formula character later in the text is left alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('me@example.com')).toBe('me@example.com');
    expect(csvCell(' =1')).toBe(' =1');
  });
  test('a formula behind full-width signs or invisible characters is defused, the text itself kept', () => {
    expect(csvCell('＝HYPERLINK("http://x")')).toBe('"\'＝HYPERLINK(""http://x"")"');
    expect(csvCell('＋44')).toBe("'＋44");
    expect(csvCell('－1')).toBe("'－1");
    expect(csvCell('＠SUM(A1)')).toBe("'＠SUM(A1)");
    expect(csvCell('\u200B=1+1')).toBe("'\u200B=1+1");
    expect(csvCell('\u200D@x')).toBe("'\u200D@x");
    expect(csvCell('\uFEFF=1')).toBe("'\uFEFF=1");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    // normalisation only decides; the cell keeps its characters as typed
    expect(csvCell('Ｃａｆé')).toBe('Ｃａｆé');
  });
});

describe('startsAsFormula', () => {
  test('the full-width and small forms of = + - @ count as the ASCII ones (NFKC)', () => {
    for (const text of ['＝1+1', '＋44 7911', '－2', '＠SUM(A1)', '﹦1', '﹢1', '﹣1', '﹫x', '⁺1', '₌1']) {
      expect(startsAsFormula(text), JSON.stringify(text)).toBe(true);
    }
  });
  test('invisible and control characters in front do not hide a formula', () => {
    const leads = [
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      '\uFE0F',
      '\u3164',
      '\u0000',
      '\u001F',
      '\u007F',
      '\n',
    ];
    for (const lead of leads) {
      for (const sign of ['=', '+', '-', '@', '＝']) {
        expect(startsAsFormula(`${lead}${sign}1`), JSON.stringify(lead + sign)).toBe(true);
      }
    }
    expect(startsAsFormula('\u200B\u200D\uFEFF=1')).toBe(true);
  });
  test('a tab or carriage return in front is a formula start itself, and hides none', () => {
    expect(startsAsFormula('\tx')).toBe(true);
    expect(startsAsFormula('\rx')).toBe(true);
    expect(startsAsFormula('\t=1')).toBe(true);
    expect(startsAsFormula('\r\u200B@x')).toBe(true);
  });
  test('ordinary text is not a formula, whatever it holds later on', () => {
    for (const text of [
      'Ada Lovelace',
      'a=b',
      'me@example.com',
      ' =1',
      '\u00A0=1',
      '',
      'Zoë',
      '07911 123456',
      '\u200BAda',
      '（＝）',
    ]) {
      expect(startsAsFormula(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('toCsv', () => {
  test('rows end with CRLF, the last one too', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1],
      ]),
    ).toBe('a,b\r\nc,1\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('customersCsv', () => {
  test('a header, then each customer with a national phone and the date in the shop zone', () => {
    const csv = customersCsv(
      [
        {
          name: 'Ada, Countess',
          phone: '+447911123456',
          email: 'ada@example.com',
          notes: 'Likes "short"\nback',
          // 23:30 UTC on 31 May is 00:30 on 1 June in London (BST)
          createdAt: new Date('2026-05-31T23:30:00Z'),
        },
        { name: '=cmd', phone: '', email: '', notes: '', createdAt: new Date('2026-01-05T10:00:00Z') },
      ],
      'Europe/London',
    );
    expect(csv).toBe(
      'Name,Phone,Email,Notes,Customer since\r\n' +
        '"Ada, Countess",07911 123456,ada@example.com,"Likes ""short""\nback",2026-06-01\r\n' +
        "'=cmd,,,,2026-01-05\r\n",
    );
  });
});

describe('appointmentsCsv', () => {
  const base = {
    customerName: 'Ada Lovelace',
    customerPhone: '+447911123456',
    customerEmail: 'ada@example.com',
    serviceName: 'Haircut + Beard Trim',
    barberName: 'James',
    durationMin: 45,
    pricePence: 3550,
    notes: '',
  };
  test('in date and time order, prices in pounds, every status by its label', () => {
    const csv = appointmentsCsv([
      { ...base, date: '2026-06-02', time: '09:00', status: 'no_show' },
      { ...base, date: '2026-06-01', time: '15:00', status: 'cancelled', notes: 'rang, ill' },
      { ...base, date: '2026-06-01', time: '10:00', status: 'completed', pricePence: 500 },
      { ...base, date: '2026-06-03', time: '10:00', status: 'scheduled', customerPhone: '' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Date,Time,Customer,Phone,Email,Services,Barber,Duration (min),Price (GBP),Status,Notes',
      '2026-06-01,10:00,Ada Lovelace,07911 123456,ada@example.com,Haircut + Beard Trim,James,45,5.00,Completed,',
      '2026-06-01,15:00,Ada Lovelace,07911 123456,ada@example.com,Haircut + Beard Trim,James,45,35.50,Cancelled,"rang, ill"',
      '2026-06-02,09:00,Ada Lovelace,07911 123456,ada@example.com,Haircut + Beard Trim,James,45,35.50,No-show,',
      '2026-06-03,10:00,Ada Lovelace,,ada@example.com,Haircut + Beard Trim,James,45,35.50,Scheduled,',
      '',
    ]);
  });
  test('only the header without appointments; missing notes are empty', () => {
    expect(appointmentsCsv([])).toBe(
      'Date,Time,Customer,Phone,Email,Services,Barber,Duration (min),Price (GBP),Status,Notes\r\n',
    );
    const noNotes = {
      ...base,
      notes: undefined as unknown as string,
      date: '2026-06-01',
      time: '10:00',
      status: 'scheduled' as const,
    };
    expect(appointmentsCsv([noNotes]).endsWith(',Scheduled,\r\n')).toBe(true);
  });
});
