// The Waitlist tab's /api reads and changes (ownerEndpoints' waitlist routes). The day's list is
// also the Overview's "Chairs refilled this week": one query per shop and day, shared by both.
import { ownerEndpoints as owner, pathWith, type BodyOf, type ReplyOf } from '@barbershop/core/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { call } from '../../../lib/api/call';

const waitlistKeys = {
  all: (shopId: string) => ['barbershops', shopId, 'waitlist'] as const,
  day: (shopId: string, date: string) => ['barbershops', shopId, 'waitlist', date] as const,
};

// Offers are made and expire on the server by themselves: the list is asked again while shown.
const REFRESH_MS = 30_000;

/** GET /api/barbershops/{id}/waitlist?date=: the day's entries, the settings and the week's refilled chairs. */
export function useWaitlistDay(shopId: string, date: string) {
  return useQuery({
    queryKey: waitlistKeys.day(shopId, date),
    // the endpoint table's path; the day is a query parameter, which `call` does not build
    queryFn: () =>
      api.get<ReplyOf<typeof owner.waitlistDay>>(
        `/api${pathWith(owner.waitlistDay.path, { id: shopId })}?date=${encodeURIComponent(date)}`,
      ),
    refetchInterval: REFRESH_MS,
  });
}

export type OfferTimeBody = BodyOf<typeof owner.offerTime>;

/** "Offer this time": holds the time for the customer and emails them the offer. */
export function useOfferTime(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, ...body }: OfferTimeBody & { entryId: string }) => call(owner.offerTime, { entryId }, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(shopId) }),
  });
}

/** Takes the entry off the list; a time held for them is released (and offered to the next). */
export function useRemoveFromWaitlist(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => call(owner.removeFromWaitlist, { entryId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all(shopId) }),
  });
}
