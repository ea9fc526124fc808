import { describe, expect, it } from 'vitest';
import { isNetworkLikeError, retryWaitMs } from './classify';

describe('error fallback classification', () => {
  it('treats fetch, network, timeout, connection, offline and chunk Loading errors as network-like', () => {
    expect(isNetworkLikeError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkLikeError(new Error('Request timeout - please check your internet connection'))).toBe(true);
    expect(isNetworkLikeError(new Error('Loading chunk 3 failed'))).toBe(true);
    expect(isNetworkLikeError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
  it('waits 2 s more on each attempt', () => {
    expect([1, 2, 3].map(retryWaitMs)).toEqual([2000, 4000, 6000]);
  });
});

describe('mobile detection', async () => {
  const { isMobileUserAgent } = await import('./mobileRecovery');
  it('matches Mobi or Android user agents only', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe(false);
  });
});
