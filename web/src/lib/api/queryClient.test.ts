import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { retryLoad } from './queryClient';

describe('data load retries', () => {
  it('retries a network failure or a server error up to 3 times', () => {
    expect(retryLoad(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryLoad(2, new ApiError(503, '', 'Service Unavailable'))).toBe(true);
    expect(retryLoad(3, new ApiError(503, '', 'Service Unavailable'))).toBe(false);
  });

  it('does not ask again when the server refused the request, except a time-out or rate limit', () => {
    expect(retryLoad(0, new ApiError(403, '{"message":"Online booking is temporarily unavailable"}', 'Forbidden'))).toBe(false);
    expect(retryLoad(0, new ApiError(404, '', 'Not Found'))).toBe(false);
    expect(retryLoad(0, new ApiError(429, '', 'Too Many Requests'))).toBe(true);
    expect(retryLoad(0, new ApiError(408, '', 'Request Timeout'))).toBe(true);
  });
});
