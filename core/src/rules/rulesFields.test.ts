import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS, IMAGE_REF_MAX } from '../validation/fieldLimits';
import { generatedRulesRegion, RULES_BEGIN, RULES_DOCUMENTS, RULES_END, rulesCheck, withGeneratedRegion } from './rulesFields';

// The rules text these functions write is proved against the emulator by e2e/rules (every kind,
// every field); here, that the text is exactly what those tests saw working.

const lines = () => generatedRulesRegion().split('\n');

/** The lines of the generated function `name`, from its header to its closing brace. */
function functionLines(name: string): string[] {
  const all = lines();
  const start = all.findIndex((l) => l.startsWith(`    function ${name}(`));
  expect(start, name).toBeGreaterThan(0);
  return all.slice(start, all.indexOf('    }', start) + 1);
}

const LINE = String.raw`[^\\p{Cc}\\x{2028}\\x{2029}]*`;
const MULTILINE = String.raw`[^\\x{00}-\\x{08}\\x{0B}\\x{0C}\\x{0E}-\\x{1F}\\x{7F}-\\x{9F}]*`;
const NOT_BLANK = String.raw`(?s).*\\S.*`;
const IMAGE = String.raw`(https://[^\\s\\p{Cc}]+|data:image/(jpeg|png);base64,[A-Za-z0-9+/]+=*)`;

describe('rulesCheck', () => {
  it('calls the optional or the Required function of the kind with the max', () => {
    expect(rulesCheck({ kind: 'line', max: 100, min: 1 }, 'd.name')).toBe('lineRequiredOk(d.name, 100)');
    expect(rulesCheck({ kind: 'line', max: 80, min: 0 }, 'd.specialty')).toBe('lineOk(d.specialty, 80)');
    expect(rulesCheck({ kind: 'multiline', max: 500, min: 0 }, 'v')).toBe('multilineOk(v, 500)');
    expect(rulesCheck({ kind: 'email', max: 254, min: 1 }, 'v')).toBe('emailRequiredOk(v, 254)');
    expect(rulesCheck({ kind: 'https', max: 500, min: 0 }, 'v')).toBe('httpsOk(v, 500)');
    expect(rulesCheck({ kind: 'image', max: 9, min: 0 }, 'v')).toBe('imageOk(v, 9)');
    expect(rulesCheck({ kind: 'phone', max: 16, min: 1 }, 'v')).toBe('phoneRequiredOk(v, 16)');
  });

  it('refuses a min the rules cannot check', () => {
    expect(() => rulesCheck({ kind: 'line', max: 100, min: 2 }, 'd.name')).toThrow(
      'The rules check a min of 0 (optional) or 1 (required) only',
    );
  });
});

describe('generatedRulesRegion', () => {
  it('is framed by the markers, with nothing after the last document function', () => {
    const all = lines();
    expect(all[0]).toBe(RULES_BEGIN);
    expect(all.at(-1)).toBe(RULES_END);
    expect(all.at(-2)).toBe('    }');
    expect(all[1]).toBe('    function lineOk(v, max) {');
  });

  it('writes the optional and required function of the text kinds', () => {
    expect(functionLines('lineOk')).toEqual([
      '    function lineOk(v, max) {',
      `      return v.size() <= max && v.matches('${LINE}');`,
      '    }',
    ]);
    expect(functionLines('lineRequiredOk')).toEqual([
      '    function lineRequiredOk(v, max) {',
      `      return v.size() <= max && v.matches('${LINE}') && v.matches('${NOT_BLANK}');`,
      '    }',
    ]);
    expect(functionLines('multilineOk')).toEqual([
      '    function multilineOk(v, max) {',
      `      return v.size() <= max && v.matches('${MULTILINE}');`,
      '    }',
    ]);
    expect(functionLines('multilineRequiredOk')).toEqual([
      '    function multilineRequiredOk(v, max) {',
      `      return v.size() <= max && v.matches('${MULTILINE}') && v.matches('${NOT_BLANK}');`,
      '    }',
    ]);
  });

  it('writes the optional form of the other kinds to take an empty string, and the required one not', () => {
    const patterns = {
      email: String.raw`[^\\s@\\p{Cc}]+@[^\\s@\\p{Cc}]+`,
      https: String.raw`https://[^\\s\\p{Cc}]+`,
      image: IMAGE,
      phone: '[+][1-9][0-9]{6,14}',
    };
    expect(Object.keys(patterns)).toHaveLength(4);
    for (const [kind, pattern] of Object.entries(patterns)) {
      expect(functionLines(`${kind}Ok`)).toEqual([
        `    function ${kind}Ok(v, max) {`,
        `      return v.size() <= max && (v == '' || v.matches('${pattern}'));`,
        '    }',
      ]);
      expect(functionLines(`${kind}RequiredOk`)).toEqual([
        `    function ${kind}RequiredOk(v, max) {`,
        `      return v.size() <= max && v.matches('${pattern}');`,
        '    }',
      ]);
    }
  });

  it("writes the time of day checks from core's one time pattern", () => {
    const region = generatedRulesRegion().split('\n');
    const at = region.indexOf('    function isTime(value) {');
    expect(region.slice(at, at + 7)).toEqual([
      '    function isTime(value) {',
      "      return value is string && value.matches('^([01][0-9]|2[0-3]):[0-5][0-9]$');",
      '    }',
      '    // An opening-hours entry written "<day> <start>-<end>", matched in one go by hoursEntryOk.',
      '    function hoursEntryPattern() {',
      "      return '[0-6] ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]';",
      '    }',
    ]);
    expect(region[at - 1]).toBe('');
    expect(region[at + 7]).toBe('');
  });

  it('checks a list of up to 10 images, each within IMAGE_REF_MAX', () => {
    expect(IMAGE_REF_MAX).toBe(60_000);
    const fn = functionLines('imageListOk');
    expect(fn).toEqual([
      '    function imageListOk(list) {',
      `      return list.size() <= 10 && list.join(' ').matches('(${IMAGE}( ${IMAGE}){0,9})?')`,
      '        && (list.size() < 1 || list[0].size() <= 60000)',
      '        && (list.size() < 2 || list[1].size() <= 60000)',
      '        && (list.size() < 3 || list[2].size() <= 60000)',
      '        && (list.size() < 4 || list[3].size() <= 60000)',
      '        && (list.size() < 5 || list[4].size() <= 60000)',
      '        && (list.size() < 6 || list[5].size() <= 60000)',
      '        && (list.size() < 7 || list[6].size() <= 60000)',
      '        && (list.size() < 8 || list[7].size() <= 60000)',
      '        && (list.size() < 9 || list[8].size() <= 60000)',
      '        && (list.size() < 10 || list[9].size() <= 60000);',
      '    }',
    ]);
    const all = lines();
    expect(all[all.indexOf(fn[0]!) - 1]).toBe('    // the images of a list (hero images), each one required');
  });

  it('writes one function per client-written document, checking each field of the table that was written', () => {
    expect(functionLines('serviceFieldsOk')).toEqual([
      '    function serviceFieldsOk(d, keys) {',
      `      return (!('name' in keys) || lineRequiredOk(d.name, 80))`,
      `        && (!('description' in keys) || multilineOk(d.description, 500));`,
      '    }',
    ]);
    expect(functionLines('timeBlockFieldsOk')).toEqual([
      '    function timeBlockFieldsOk(d, keys) {',
      `      return (!('notes' in keys) || multilineOk(d.notes, 500));`,
      '    }',
    ]);
    const all = lines();
    expect(all[all.indexOf('    function serviceFieldsOk(d, keys) {') - 1]).toBe(
      "    // service: the table's text fields among `keys` (the written or changed keys) of `d`",
    );
  });

  it('writes the document functions in order, each after a blank line, and every field in them', () => {
    const owners = Object.keys(RULES_DOCUMENTS) as (keyof typeof RULES_DOCUMENTS)[];
    expect(owners).toEqual(['shop', 'barber', 'service', 'customer', 'timeBlock', 'user', 'review']);
    const all = lines();
    const at = owners.map((o) => all.indexOf(`    function ${RULES_DOCUMENTS[o]}(d, keys) {`));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    for (const i of at) expect(all[i - 2]).toBe('');
    for (const owner of owners) {
      const fn = functionLines(RULES_DOCUMENTS[owner]).join('\n');
      const fields = Object.entries(FIELD_LIMITS[owner]);
      expect(fn.split(' in keys) || ').length - 1).toBe(fields.length);
      for (const [field, limit] of fields)
        expect(fn, `${owner}.${field}`).toContain(`(!('${field}' in keys) || ${rulesCheck(limit, `d.${field}`)})`);
    }
    // one blank line before each document function, one after the time, the list and the whole-number functions
    expect(lines().filter((l) => l === '')).toHaveLength(owners.length + 3);
  });
});

describe('withGeneratedRegion', () => {
  const rules = (region: string) => `rules_version = '2';\nservice x {\n${region}\n    function other() {}\n}\n`;

  it('replaces the region between the markers and keeps the rest', () => {
    const stale = `${RULES_BEGIN}\n    function lineOk(v, max) { return true; }\n${RULES_END}`;
    expect(withGeneratedRegion(rules(stale))).toBe(rules(generatedRulesRegion()));
    expect(withGeneratedRegion(rules(generatedRulesRegion()))).toBe(rules(generatedRulesRegion()));
  });

  it('refuses rules without both markers in order', () => {
    const message = 'firestore.rules has no generated region (its BEGIN and END markers)';
    expect(() => withGeneratedRegion(rules(RULES_BEGIN))).toThrow(message);
    expect(() => withGeneratedRegion(rules(RULES_END))).toThrow(message);
    expect(() => withGeneratedRegion(rules(`${RULES_END}\n${RULES_BEGIN}`))).toThrow(message);
    expect(() => withGeneratedRegion('')).toThrow(message);
  });

  it('accepts markers at the very start', () => {
    expect(withGeneratedRegion(`${RULES_BEGIN}${RULES_END}`)).toBe(generatedRulesRegion());
  });
});
