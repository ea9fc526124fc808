import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_BREAKS_PER_DAY, MAX_CLOSED_DATES, MAX_SKIPPED_BREAKS } from '@barbershop/core/closures';
import {
  generatedRulesRegion,
  intBoundsFunction,
  RULES_DOCUMENTS,
  RULES_INT_BOUNDS,
  withGeneratedRegion,
} from '@barbershop/core/rules';
import { MAX_HERO_IMAGES, MAX_BARBER_IDS } from '@barbershop/core/shop';
import { REAL_DATE_PATTERN } from '@barbershop/core/time';
import { FIELD_LIMITS, IMAGE_REF_MAX } from '@barbershop/core/validation';
import { rulesPath } from './setup';

// No emulator needed: firestore.rules holds the checks generated from the limits table, as they
// are now (core/src/rules/rulesFields.ts; scripts/rules-fields.mjs rewrites them).
const rules = readFileSync(rulesPath('firestore.rules'), 'utf8');

describe('firestore.rules field checks', () => {
  it('are the ones generated from FIELD_LIMITS (else run node scripts/rules-fields.mjs)', () => {
    expect(withGeneratedRegion(rules)).toBe(rules);
  });

  it('check every field of the table with its kind and limits', () => {
    const region = generatedRulesRegion();
    for (const owner of Object.keys(RULES_DOCUMENTS) as (keyof typeof RULES_DOCUMENTS)[]) {
      for (const [field, limit] of Object.entries(FIELD_LIMITS[owner])) {
        const check = `${limit.kind}${limit.min > 0 ? 'Required' : ''}Ok(d.${field}, ${limit.max})`;
        expect(region).toContain(`(!('${field}' in keys) || ${check})`);
      }
    }
  });

  it('check the hero images as the image fields, each at most IMAGE_REF_MAX, at most MAX_HERO_IMAGES of them', () => {
    expect(generatedRulesRegion()).toContain(`list[${MAX_HERO_IMAGES - 1}].size() <= ${IMAGE_REF_MAX}`);
    expect(generatedRulesRegion()).toContain(`list.size() <= ${MAX_HERO_IMAGES} &&`);
  });

  it('bound every whole number a client writes by core’s constants, and use each bound', () => {
    const region = generatedRulesRegion();
    for (const [field, { min, max }] of Object.entries(RULES_INT_BOUNDS)) {
      const fn = intBoundsFunction(field as keyof typeof RULES_INT_BOUNDS);
      expect(region).toContain(`function ${fn}(v) {\n      return v is int && v >= ${min} && v <= ${max};`);
      expect(rules, fn).toContain(`${fn}(data().${field})`);
    }
    // no bound is written by hand outside the generated region
    expect(rules.replace(region, '')).not.toMatch(/[<>]=? ?\d{2,}|intIn\(/);
  });

  it('are used by the rule of every document a client writes', () => {
    for (const fn of Object.values(RULES_DOCUMENTS)) {
      expect(rules.split(`${fn}(data()`).length - 1, fn).toBeGreaterThan(0);
    }
  });

  it('bound every list a client writes by core’s limits, and check dates with core’s pattern', () => {
    const region = generatedRulesRegion();
    expect(region).toContain(`fixedWidthListOk(list, ${MAX_CLOSED_DATES}, '${REAL_DATE_PATTERN}', 10)`);
    expect(region).toContain(`fixedWidthListOk(list, ${MAX_SKIPPED_BREAKS}, '${REAL_DATE_PATTERN} `);
    expect(region).toContain(`joinedOk(list, ${MAX_BARBER_IDS}, `);
    expect(region).toContain(`n <= ${MAX_BREAKS_PER_DAY * 7}`);
    expect(region).toContain(`|| weeklyBreakOk(list[${MAX_BREAKS_PER_DAY * 7 - 1}]));`);
    for (const check of [
      'closedDatesOk(data().closedDates)',
      'weeklyBreaksOk(data().weeklyBreaks)',
      'skippedBreaksOk(data().skippedBreaks)',
      'barberIdsOk(data().barberIds)',
      'isRealDate(data().startDate)',
      'isRealDate(data().endDate)',
    ]) {
      expect(rules, check).toContain(check);
    }
  });
});
