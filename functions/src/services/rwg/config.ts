import { defineString } from 'firebase-functions/params';

// Reserve with Google's conversion endpoint and the partner id Google gave the platform
// (docs/deploy.md "Reserve with Google"). Empty defaults live in functions/.env: unset, nothing is sent.
const conversionUrl = defineString('RWG_CONVERSION_URL', {
  description: "Reserve with Google's conversion endpoint (empty: conversions are not reported)",
});
const partnerId = defineString('RWG_PARTNER_ID', { description: 'The conversion partner id Google gave the platform' });

const param = (p: ReturnType<typeof defineString>, name: string): string => (process.env[name] ? p.value() : '');

/** Where conversions go, or null when the platform does not report them (either param unset). */
export function rwgConfig(): { url: string; partnerId: string } | null {
  const url = param(conversionUrl, 'RWG_CONVERSION_URL');
  const partner = param(partnerId, 'RWG_PARTNER_ID');
  return url && partner ? { url, partnerId: partner } : null;
}
