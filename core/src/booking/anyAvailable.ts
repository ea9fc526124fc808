export interface BarberCandidate {
  barberId: string;
  /** whether the requested time is free for this barber */
  free: boolean;
  /** appointments this barber already has that day */
  bookedCount: number;
}

/**
 * "Any available stylist": among barbers actually free at the time, the least booked that day;
 * ties keep the given order. Null when nobody is free.
 */
export function pickAnyAvailable(candidates: readonly BarberCandidate[]): string | null {
  let best: BarberCandidate | null = null;
  for (const c of candidates) {
    if (c.free && (!best || c.bookedCount < best.bookedCount)) best = c;
  }
  return best?.barberId ?? null;
}
