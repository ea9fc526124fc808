/**
 * A shop's public booking page, `{app origin}/{slug}`: the address the owner shares, prints as
 * a QR code and finds in their emails. A trailing slash of the origin is dropped so the link
 * never has two.
 */
export function publicShopUrl(appUrl: string, slug: string): string {
  return `${appUrl.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;
}

/** The address as people read it on a card or a poster: without `https://` or `http://`. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}
