import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface InProcessApi {
  baseUrl: string;
  close: () => Promise<void>;
}

/**
 * The real /api app (functions/src) served in this test process, against the suite's emulators,
 * so a test can set limits and modes in `process.env` for itself only. `pinRateLimitClock`
 * pins the rate limits' clock one second into the current hour: windows are aligned to their
 * length, so none ends during the test and every wait is exact.
 */
export async function startInProcessApi({ pinRateLimitClock = false } = {}): Promise<InProcessApi> {
  if (pinRateLimitClock) {
    const { rateLimitClock } = await import('../../functions/src/services/rate-limits');
    const pinned = Math.floor(Date.now() / 3_600_000) * 3_600_000 + 1000;
    rateLimitClock.now = () => pinned;
  }
  const { createApiApp } = await import('../../functions/src/api/app');
  const server = createServer(createApiApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
