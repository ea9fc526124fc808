import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

/** Re-renders the subscriber at each new minute (checked every 10 s, so a sleeping tab catches up). */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, 10_000);
  return () => clearInterval(timer);
}

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * The current minute (epoch ms at its start), read outside render: a component that decides by
 * the clock (has this visit started?) changes its answer when the minute turns.
 */
export const useMinute = (): number => useSyncExternalStore(subscribe, currentMinute);
