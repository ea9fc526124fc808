import { defineString } from 'firebase-functions/params';

/** The project's Web API key, which the Auth REST API needs outside the emulator. */
const webApiKey = defineString('WEB_API_KEY', {
  default: '',
  description: 'Firebase Web API key, used to verify passwords through the Auth REST API',
});

function signInUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`;
  const key = webApiKey.value();
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
