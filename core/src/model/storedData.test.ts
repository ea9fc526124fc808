import { describe, expect, it } from 'vitest';
import { fromStoredDoc, reviveTimestamps, storedDocConverter, type StoredTimestamp } from './storedData';

class FakeTimestamp implements StoredTimestamp {
  constructor(private readonly ms: number) {}
  toDate() {
    return new Date(this.ms);
  }
}
class Other {
  constructor(readonly ms: number) {}
}
const isFake = (v: unknown): v is StoredTimestamp => v instanceof FakeTimestamp;

describe('reviveTimestamps', () => {
  it('turns a Timestamp into its Date', () => {
    expect(reviveTimestamps(new FakeTimestamp(1_000), isFake)).toEqual(new Date(1_000));
  });

  it('revives Timestamps nested in plain objects and arrays, keeping everything else', () => {
    const stored = {
      start: new FakeTimestamp(5_000),
      name: 'Oliver',
      count: 3,
      none: null,
      intervals: [{ start: new FakeTimestamp(6_000), appointmentId: 'a1' }, 'x'],
      nested: { at: new FakeTimestamp(7_000) },
    };
    expect(reviveTimestamps(stored, isFake)).toEqual({
      start: new Date(5_000),
      name: 'Oliver',
      count: 3,
      none: null,
      intervals: [{ start: new Date(6_000), appointmentId: 'a1' }, 'x'],
      nested: { at: new Date(7_000) },
    });
  });

  it('leaves instances of other classes as they are (not copied into plain objects)', () => {
    const other = new Other(8_000);
    const revived = reviveTimestamps({ other }, isFake) as { other: Other };
    expect(revived.other).toBe(other);
  });
});

describe('fromStoredDoc', () => {
  it('answers the model with the document id, which wins over a stored id field', () => {
    expect(fromStoredDoc({ id: 'stale', at: new FakeTimestamp(9_000) }, 'doc-1', isFake)).toEqual({
      id: 'doc-1',
      at: new Date(9_000),
    });
  });
});

describe('storedDocConverter', () => {
  const converter = storedDocConverter<{ id: string; at: Date }>(isFake);

  it('writes the model as it is', () => {
    const model = { id: 'doc-1', at: new Date(1_000) };
    expect(converter.toFirestore(model)).toBe(model);
  });

  it('reads a snapshot as the model with its id', () => {
    expect(converter.fromFirestore({ id: 'doc-2', data: () => ({ at: new FakeTimestamp(2_000) }) })).toEqual({
      id: 'doc-2',
      at: new Date(2_000),
    });
  });

  it('reads a snapshot through the collection’s sanitizer, after the Timestamps', () => {
    const sanitized = storedDocConverter<{ id: string; list: unknown[] }>(isFake, (d) => ({
      ...d,
      list: d.list.filter(Boolean),
    }));
    expect(sanitized.fromFirestore({ id: 'doc-3', data: () => ({ list: [null, new FakeTimestamp(3_000)] }) })).toEqual({
      id: 'doc-3',
      list: [new Date(3_000)],
    });
  });
});
