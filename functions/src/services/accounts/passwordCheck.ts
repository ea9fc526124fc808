import { postIdentityToolkit } from './authRest';

/**
 * True when the password is the account's. The Admin SDK cannot check a password, so this asks
 * the Auth REST API the way a client sign-in would; the ID token it returns is discarded.
 */
export async function isAccountPassword(email: string, password: string): Promise<boolean> {
  const res = await postIdentityToolkit('signInWithPassword', { email, password, returnSecureToken: false });
  if (res.ok) return true;
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  const reason = body.error?.message ?? '';
  // Wrong password, unknown email, disabled user: all mean "not this password".
  if (res.status === 400) return false;
  throw new Error(`Auth REST API answered ${res.status} ${reason}`);
}
