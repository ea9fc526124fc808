import { describe, expect, it } from 'vitest';
import { initialsOf, ogLayoutOf, ratingTextOf, wrapName } from './layout';

const inputs = (name: string, rating: { average: number; count: number } | null = null) => ({ name, imageUrl: '', rating });

describe('the preview image layout', () => {
  it('keeps a short name on one large line', () => {
    const layout = ogLayoutOf(inputs('Classic Cuts'));
    expect(layout.nameLines).toEqual(['Classic Cuts']);
    expect(layout.nameFontSize).toBeGreaterThan(ogLayoutOf(inputs('The Very Long Name Barbers of Old Kent Road')).nameFontSize);
  });

  it('wraps a long name on word boundaries and ends a name that does not fit with an ellipsis', () => {
    expect(wrapName('Kings Cross Gentlemen Barbers', 12, 3)).toEqual(['Kings Cross', 'Gentlemen', 'Barbers']);
    const lines = wrapName('Kings Cross Gentlemen Barbers and Traditional Wet Shave Lounge', 12, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(12);
  });

  it('cuts a single word longer than a line', () => {
    expect(wrapName('Supercalifragilistic', 8, 3)).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('never draws more than three lines, however long the name', () => {
    const layout = ogLayoutOf(inputs('Barber '.repeat(40)));
    expect(layout.nameLines).toHaveLength(3);
    expect(layout.nameLines[2]!.endsWith('…')).toBe(true);
  });

  it('draws the first letters of the first two words when there is no picture', () => {
    expect(initialsOf('Classic Cuts')).toBe('CC');
    expect(initialsOf("'the' barber's den")).toBe('TB');
    expect(initialsOf('Ékó')).toBe('É');
    expect(initialsOf('  ')).toBe('?');
  });

  it("writes the shop page's rating with one decimal and its count, and nothing without one", () => {
    expect(ratingTextOf({ average: 4.7, count: 12 })).toBe('4.7 · 12 reviews');
    expect(ratingTextOf({ average: 5, count: 3 })).toBe('5.0 · 3 reviews');
    expect(ratingTextOf(null)).toBeNull();
    expect(ogLayoutOf(inputs('Classic Cuts')).ratingText).toBeNull();
  });
});
