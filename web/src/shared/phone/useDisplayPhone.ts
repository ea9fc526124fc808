import { useEffect, useState } from 'react';
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

/** A stored phone as people read it (core's formatPhone), once the formatter has loaded. */
export function useDisplayPhone(stored: string): string {
  const [, setLoaded] = useState(format !== null);
  useEffect(() => {
    if (format || !stored) return;
    let live = true;
    void loadFormat().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [stored]);
  return format ? format(stored) : stored;
}
