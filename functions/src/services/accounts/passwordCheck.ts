/**
 * The project's Web API key, which the Auth REST API needs outside the emulator. It is public
 * (the web build carries it too), so it comes from functions/.env as WEB_API_KEY rather than
 * a firebase-functions param: a param without a value makes the emulator stop and prompt.
 */
const webApiKey = () => process.env.WEB_API_KEY ?? '';

function signInUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const key = webApiKey();
  if (!key) throw new Error('WEB_API_KEY is not set: passwords cannot be verified');
  return `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

/**
 * True when the password is the account's. The Admin SDK cannot check a password, so this asks
 * the Auth REST API the way a client sign-in would; the ID token it returns is discarded.
 */
export async function isAccountPassword(email: string, password: string): Promise<boolean> {
  const res = await fetch(signInUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: false }),
  });
  if (res.ok) return true;
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  const reason = body.error?.message ?? '';
  // Wrong password, unknown email, disabled user: all mean "not this password".
  if (res.status === 400) return false;
  throw new Error(`Auth REST API answered ${res.status} ${reason}`);
}
