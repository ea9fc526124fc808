// Busy time as sorted, non-overlapping half-open intervals [start, end) of epoch milliseconds,
// so that an overlap test is a binary search rather than a scan of every appointment.
export interface Interval {
  start: number;
  end: number;
}

/** Sorts and merges touching or overlapping intervals. */
export function normalizeIntervals<T extends Interval>(intervals: readonly T[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const out: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else out.push({ start, end });
  }
  return out;
}

/** Index of the first interval whose end is after `t` (intervals sorted and disjoint). */
function firstEndingAfter(sorted: readonly Interval[], t: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.end > t) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Whether [start, end) overlaps any of the sorted, disjoint intervals. */
export function overlapsAny(sorted: readonly Interval[], start: number, end: number): boolean {
  const i = firstEndingAfter(sorted, start);
  return i < sorted.length && sorted[i]!.start < end;
}

/** Whether two half-open intervals overlap (touching ends do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}
