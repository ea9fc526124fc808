import type { BarberDto, ServiceDto } from '@barbershop/core/api';
import { barbersForServices } from '@barbershop/core/booking';
import { DEEP_LINK_SERVICE_PARAM } from '@barbershop/core/seo';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bookingDrafts } from './bookingDraft';
import { bookingReducer, initialChoice, type BookingAction, type BookingChoice } from './bookingState';
import { choiceFromParams, hasChoice, historyModeFor, knownChoice, paramsWithChoice } from './bookingUrl';

/**
 * The booking flow's choice, kept in the address (Back and reload keep it, bookingUrl.ts) and in
 * the tab's draft (opening the shop again in this tab picks the booking up where it was).
 */
export function useBookingChoice(shopId: string, services: ServiceDto[], barbers: BarberDto[]) {
  const [params, setParams] = useSearchParams();
  const known = useCallback(
    (c: BookingChoice) =>
      knownChoice(
        c,
        services.map((s) => s.id),
        (ids) =>
          barbersForServices(
            barbers,
            services.filter((s) => ids.includes(s.id)),
          ).map((b) => b.id),
      ),
    [services, barbers],
  );
  const choice = useMemo(() => known(choiceFromParams(params)), [known, params]);
  // the choice as last dispatched, so two choices in one event (a date and its time) both count
  const latest = useRef(choice);
  const latestParams = useRef(params);
  useEffect(() => {
    latest.current = choice;
    latestParams.current = params;
  }, [choice, params]);

  // A deep link (`?service=…&barber=…`, the share card's) opens with its choice, the shop's
  // unknown ids dropped; an address without a choice opens the tab's booking under way, if any
  // (before it is saved over). The link's parser is a chunk of its own, loaded only for a link:
  // the shop page's first script has no room for it (docs/performance.md).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (params.has(DEEP_LINK_SERVICE_PARAM)) {
      void import('./deepLinkChoice').then(({ deepLinkChoice }) => {
        const current = latestParams.current;
        const linked = deepLinkChoice(current);
        const next = linked ? paramsWithChoice(current, known({ ...initialChoice, ...linked })) : new URLSearchParams(current);
        next.delete(DEEP_LINK_SERVICE_PARAM);
        latestParams.current = next;
        setParams(next, { replace: true });
      });
      return;
    }
    if (hasChoice(params)) return;
    const saved = known(bookingDrafts.load(shopId).choice);
    if (saved.serviceIds.length > 0) setParams(paramsWithChoice(params, saved), { replace: true });
  }, [shopId, known, params, setParams]);

  useEffect(() => {
    bookingDrafts.saveChoice(shopId, choice);
  }, [shopId, choice]);

  const dispatch = useCallback(
    (action: BookingAction) => {
      const previous = latest.current;
      const next = bookingReducer(previous, action);
      if (next === previous) return;
      latest.current = next;
      latestParams.current = paramsWithChoice(latestParams.current, next);
      setParams(latestParams.current, { replace: historyModeFor(previous, next) === 'replace' });
    },
    [setParams],
  );

  /** After the booking is made: nothing chosen, nothing kept (Back does not offer the booked time). */
  const reset = useCallback(() => {
    bookingDrafts.clear(shopId);
    latest.current = initialChoice;
    setParams(paramsWithChoice(latestParams.current, initialChoice), { replace: true });
  }, [shopId, setParams]);

  return { choice, dispatch, reset };
}
