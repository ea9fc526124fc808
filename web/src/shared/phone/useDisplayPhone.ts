import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../ui/whenIdle';

type Format = (stored: string) => string;
let format: Format | null = null;
let loading: Promise<Format> | null = null;

// libphonenumber-js and its metadata are a fifth of the public pages' script: they load once the
// page is idle after its first paint with data (so they never compete with what the page shows
// first), which shows the stored (E.164) number until then.
function loadFormat(): Promise<Format> {
  loading ??= whenIdle()
    .then(() => import('./formatPhone'))
    .then((m) => (format = m.formatPhone));
  return loading;
}

/**
 * A stored phone as people read it (core's formatPhone), once the formatter has loaded.
 * `formatted`: the server's own formatting (the public DTOs' `phoneDisplay`), used as it is, so
 * the public pages never load the library just to show a number.
 */
export function useDisplayPhone(stored: string, formatted?: string): string {
  const [, setLoaded] = useState(format !== null);
  const preformatted = formatted !== undefined;
  useEffect(() => {
    if (preformatted || format || !stored) return;
    let live = true;
    // a transition: the whole page re-renders for the number, in slices, not one long task
    void loadFormat().then(() => live && startTransition(() => setLoaded(true)));
    return () => {
      live = false;
    };
  }, [stored, preformatted]);
  if (preformatted) return formatted;
  return format ? format(stored) : stored;
}
