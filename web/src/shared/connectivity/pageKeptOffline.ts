import { createContext, useContext, useEffect } from 'react';

/**
 * A public page that has loaded what it shows says so, and a dropped connection then leaves it on
 * screen (with a banner) instead of the full-screen No Internet Connection: a customer halfway
 * through a booking keeps it. The full screen stays for a page that could not load.
 */
export const KeepOnlinePage = createContext<(kept: boolean) => void>(() => {});

/** While `loaded`, this page stays on screen through a dropped connection. */
export function useKeepPageOffline(loaded: boolean) {
  const keep = useContext(KeepOnlinePage);
  useEffect(() => {
    if (!loaded) return;
    keep(true);
    return () => keep(false);
  }, [loaded, keep]);
}
