import { matchesManageToken, newManageToken } from '../../manage-token/manageToken';

// An offer link's token is made and checked like a manage link's: 24 random bytes, only the
// SHA-256 stored, compared in constant time.

/** A new offer link token and the hash to store. */
export const newOfferToken = newManageToken;

/** Whether `token` is the offer's. */
export const matchesOfferToken = (token: string, tokenHash: string): boolean => matchesManageToken(token, [tokenHash]);
