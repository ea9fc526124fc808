import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api/client';
import { ownerAreaErrorText } from './OwnerAreaError';

describe('the owner area error message', () => {
  it('says permission denied for a 403', () => {
    expect(ownerAreaErrorText(new ApiError(403, '{"message":"Forbidden"}', 'Forbidden'))).toEqual({
      title: 'Permission denied',
      text: 'Your account is not allowed to open this page.',
    });
  });

  it('says the connection failed for a network error', () => {
    expect(ownerAreaErrorText(new TypeError('Failed to fetch'))).toEqual({
      title: 'No Internet Connection',
      text: "We're having trouble connecting to our servers. This usually resolves quickly.",
    });
  });

  it('says something went wrong otherwise', () => {
    expect(ownerAreaErrorText(new ApiError(500, '', 'Internal Server Error')).title).toBe('Something went wrong');
  });
});
