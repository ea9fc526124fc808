/**
 * The public path of a shop: the name lowercased, whitespace runs turned into
 * hyphens, and every character other than a-z, 0-9 and hyphen removed. The home cards link
 * with it and the shop page matches with it, so both use this one function.
 */
export function shopSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

/** A route segment names a shop when its slug equals the segment. */
export function matchesSlug(shopName: string, segment: string): boolean {
  const slug = shopSlug(shopName);
  return slug.length > 0 && slug === segment.toLowerCase();
}
