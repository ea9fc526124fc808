// Apart from phone.ts so that a `tel:` link does not pull libphonenumber-js into a page's script.
/** A `tel:` link target for a stored phone. */
export function phoneHref(stored: string): string {
  return `tel:${stored.replace(/[^\d+]/g, '')}`;
}
