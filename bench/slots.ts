// Slot computation for a busy shop day: 10 barbers, 200 appointments, 50 blocks, against the
// naive per-slot scan of every appointment and block (core's test support), in the same run.
import type { BusinessHoursEntry } from '@barbershop/core/model';
import { computeDaySlots, type BlockLike } from '@barbershop/core/slots';
import { resolveDayClock, zonedToInstant } from '@barbershop/core/time';
import { naiveDaySlots } from '../core/src/test-support/naiveSlots';
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

const input = (d: (typeof days)[number]) => ({
  date: DATE,
  timeZone: TZ,
  shopHours: HOURS,
  durationMin: 45,
  busy: d.busy,
  blocks: d.blocks,
  now: 0,
  stepMin: 5,
});
const engine = () => days.map((d) => computeDaySlots(input(d)));
const naive = () => days.map((d) => naiveDaySlots(input(d)));

function time(fn: () => unknown, runs: number, warmUp: number): number[] {
  for (let i = 0; i < warmUp; i += 1) fn();
  return Array.from({ length: runs }, () => {
    const t0 = performance.now();
    fn();
    return performance.now() - t0;
  });
}

const agree = JSON.stringify(engine()) === JSON.stringify(naive());
const engineMs = percentile(time(engine, 200, 20), 50);
// the naive scan takes a second a run on a busy machine: fewer runs
const naiveMs = percentile(time(naive, 7, 1), 50);
const clockMs = percentile(
  time(() => resolveDayClock(DATE, TZ), 50, 5),
  50,
);
const ratio = naiveMs / engineMs;
const met = (ok: boolean) => (ok ? 'met' : 'NOT MET');
console.log('Slot computation: 10 barbers, 200 appointments, 50 blocks, 5-minute step, 45-minute service');
console.log(`  engine median ${ms(engineMs)}  (target < 1 ms: ${met(engineMs < 1)})`);
console.log(
  `  naive per-slot scan median ${ms(naiveMs)}  ratio naive/engine ${ratio.toFixed(0)}x  (target >= 100x: ${met(ratio >= 100)})  results agree: ${agree}`,
);
console.log(`  resolving the day's clock (once per zone and day, kept for the half hour) median ${ms(clockMs)}`);
if (!agree) process.exitCode = 1;
