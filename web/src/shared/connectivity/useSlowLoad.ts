import { useEffect, useState } from 'react';
import { isSlowConnection, SLOW_LOAD_MS, SLOW_LOAD_SLOW_CONNECTION_MS } from './connection';

/** True once `loading` has lasted 30 s (45 s on a slow connection). */
export function useSlowLoad(loading: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setTimedOut(true), isSlowConnection() ? SLOW_LOAD_SLOW_CONNECTION_MS : SLOW_LOAD_MS);
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [loading]);
  return loading && timedOut;
}
