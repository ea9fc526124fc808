// Kept apart from appCheckClient.ts so that the /api client can ask for a header without
// loading Firebase: without a site key (local runs) nothing more is ever downloaded.
const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;

/** `X-Firebase-AppCheck` for an /api write when App Check is configured, else nothing. */
export async function appCheckHeader(method: string): Promise<Record<string, string>> {
  // Reads are not checked by /api (core appCheckCovers): no token, no reCAPTCHA round trip.
  if (!siteKey || method === 'GET') return {};
  const { appCheckToken } = await import('./appCheckClient');
  const token = await appCheckToken(siteKey);
  return token ? { 'X-Firebase-AppCheck': token } : {};
}
