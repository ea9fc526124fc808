// The private links' calls (issue 36): the entry's page and the offer's page. The token travels
// in the body, never in a URL the server logs.
import type { CreatedAppointmentDto, PaymentRequiredDto } from '@barbershop/core/api';
import { waitlistEndpoints } from '@barbershop/core/api';
import type { WaitlistEntryPublicDto, WaitlistOfferPublicDto } from '@barbershop/core/waitlist';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/client';
import { call } from '../../../lib/api/call';

export const waitlistKeys = {
  entry: (entryId: string, token: string) => ['waitlist', 'entry', entryId, token] as const,
  offer: (offerId: string, token: string) => ['waitlist', 'offer', offerId, token] as const,
};

/** A wrong or unknown link answers 404: shown as "not found", not retried. */
const retryUnlessRefused = (count: number, err: Error) => !(err instanceof ApiError && err.status < 500) && count < 2;

export function useWaitlistEntry(entryId: string, token: string) {
  return useQuery<WaitlistEntryPublicDto>({
    queryKey: waitlistKeys.entry(entryId, token),
    queryFn: () => call(waitlistEndpoints.lookup, { entryId }, { token }),
    enabled: entryId !== '' && token !== '',
    retry: retryUnlessRefused,
  });
}

export function useWaitlistOffer(offerId: string, token: string) {
  return useQuery<WaitlistOfferPublicDto>({
    queryKey: waitlistKeys.offer(offerId, token),
    queryFn: () => call(waitlistEndpoints.lookupOffer, { offerId }, { token }),
    enabled: offerId !== '' && token !== '',
    retry: retryUnlessRefused,
  });
}

/** "Book this time": answers as POST /api/appointments does (the booking, or the payment step's hold). */
export function claimOffer(
  offerId: string,
  body: { token: string; policyAccepted?: boolean; policyVersion?: number },
): Promise<CreatedAppointmentDto | PaymentRequiredDto> {
  return call(waitlistEndpoints.claimOffer, { offerId }, body) as Promise<CreatedAppointmentDto | PaymentRequiredDto>;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** What a refused call tells the customer: the server's own words for a 4xx (claimed, expired, invalid link), else a retry. */
export function refusal(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.serverMessage
    ? err.serverMessage
    : SOMETHING_WENT_WRONG;
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/** The offer's payment step is open elsewhere (409 offer_payment_pending): not booked, not free either. */
export const isPaymentPending = (err: unknown) => err instanceof ApiError && err.status === 409;
