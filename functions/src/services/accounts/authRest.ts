/**
 * The Auth REST API (Identity Toolkit) for what the Admin SDK cannot do: check a password, ask
 * Firebase Auth to send its password reset email. On the emulator it is the Auth emulator's.
 *
 * The project's Web API key, which the REST API needs outside the emulator, is public (the web
 * build carries it too), so it comes from functions/.env as WEB_API_KEY rather than a
 * firebase-functions param: a param without a value makes the emulator stop and prompt.
 */
const webApiKey = () => process.env.WEB_API_KEY ?? '';

export function identityToolkitUrl(method: 'signInWithPassword' | 'sendOobCode'): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;
  const key = webApiKey();
  if (!key) throw new Error(`WEB_API_KEY is not set: the Auth REST API (${method}) cannot be called`);
  return `https://identitytoolkit.googleapis.com/v1/accounts:${method}?key=${encodeURIComponent(key)}`;
}

export async function postIdentityToolkit(
  method: 'signInWithPassword' | 'sendOobCode',
  body: Record<string, unknown>,
): Promise<Response> {
  return fetch(identityToolkitUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
