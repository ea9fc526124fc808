// The Network Information API (Chrome, Android), for the slow-connection rule below.
interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
}

export function connectionInfo(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Effective type slow-2g or 2g, or downlink below 1.5 Mbps. */
export function isSlowConnection(): boolean {
  if (typeof navigator === 'undefined') return false;
  const c = connectionInfo();
  if (!c) return false;
  return c.effectiveType === 'slow-2g' || c.effectiveType === '2g' || (typeof c.downlink === 'number' && c.downlink < 1.5);
}

export const SLOW_LOAD_MS = 30_000;
export const SLOW_LOAD_SLOW_CONNECTION_MS = 45_000;
