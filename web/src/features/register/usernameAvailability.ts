import { useQuery } from '@tanstack/react-query';
import { usernameProblem } from '@barbershop/core/account';
import type { UsernameAvailabilityDto } from '@barbershop/core/api';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';

/** How long typing pauses before the username is checked with the server. */
const CHECK_AFTER_MS = 400;

function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * GET /api/usernames/{username} for the username being typed, once typing pauses and only for
 * a username the rules accept (the form says what is wrong with the others itself).
 */
export function useUsernameAvailability(username: string) {
  const settled = useSettled(username, CHECK_AFTER_MS);
  const checkable = settled !== '' && usernameProblem(settled) === null;
  const query = useQuery({
    queryKey: ['username-availability', settled],
    queryFn: () => api.get<UsernameAvailabilityDto>(`/api/usernames/${encodeURIComponent(settled)}`),
    enabled: checkable,
    staleTime: 10_000,
    retry: false,
  });
  // an answer about a name no longer in the field says nothing
  return settled === username && checkable ? query.data : undefined;
}
