import { useEffect, useState } from 'react';

/** The time now (epoch ms), read again every minute: who is working now changes as the day goes. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
