// Slot computation for a busy shop day: 10 barbers, 200 appointments, 50 blocks. The naive
// per-slot scan of every appointment and block is kept here only, as the yardstick.
import { computeDaySlots, zonedToInstant, type BlockLike, type BusinessHoursEntry } from '@barbershop/core';
import { performance } from 'node:perf_hooks';
import { ms, percentile } from './stats';

const TZ = 'Europe/London';
const DATE = '2026-12-01';
const HOURS: BusinessHoursEntry[] = Array.from({ length: 7 }, (_, d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '07:00',
  endTime: '22:00',
  isActive: true,
}));
const BARBERS = 10;
const at = (minutes: number) =>
  zonedToInstant(
    DATE,
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    TZ,
  ).getTime();

// Deterministic pseudo-random day: 20 appointments and 5 blocks per barber.
let seed = 42;
const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
const days = Array.from({ length: BARBERS }, () => {
  const busy = Array.from({ length: 20 }, () => {
    const start = 7 * 60 + rand(14 * 4) * 15;
    return { start: at(start), end: at(start + 15 + rand(4) * 15) };
  });
  const blocks: BlockLike[] = Array.from({ length: 5 }, () => {
    const start = 7 * 60 + rand(14 * 2) * 30;
    const t = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    return { startDate: DATE, endDate: DATE, startTime: t(start), endTime: t(start + 30), isAllDay: false, reason: 'break' };
  });
  return { busy, blocks };
});

function engine() {
  return days.map((d) =>
    computeDaySlots({
      date: DATE,
      timeZone: TZ,
      shopHours: HOURS,
      durationMin: 45,
      busy: d.busy,
      blocks: d.blocks,
      now: 0,
      stepMin: 5,
    }),
  );
}

function naive() {
  return days.map((d) => {
    const out: { time: number; available: boolean }[] = [];
    for (let m = 7 * 60; m < 22 * 60; m += 5) {
      const start = at(m);
      const end = start + 45 * 60_000;
      let free = end <= at(22 * 60);
      for (const b of d.busy) if (b.start < end && start < b.end) free = false;
      for (const blk of d.blocks) {
        const s = zonedToInstant(DATE, blk.startTime!, TZ).getTime();
        const e = zonedToInstant(DATE, blk.endTime!, TZ).getTime();
        if (s < end && start < e) free = false;
      }
      out.push({ time: m, available: free });
    }
    return out;
  });
}

function time(fn: () => unknown, runs: number): number[] {
  for (let i = 0; i < 5; i += 1) fn();
  return Array.from({ length: runs }, () => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  });
}

const a = engine().flat();
const b = naive().flat();
const agree = a.length === b.length && a.every((s, i) => s.available === b[i]!.available);
const engineMs = percentile(time(engine, 60), 50);
const naiveMs = percentile(time(naive, 20), 50);
console.log('Slot computation: 10 barbers, 200 appointments, 50 blocks, 5-minute step, 45-minute service');
console.log(
  `  engine median ${ms(engineMs)}  naive per-slot scan median ${ms(naiveMs)}  ratio naive/engine ${(naiveMs / engineMs).toFixed(1)}x  (results agree: ${agree})`,
);
