// Kept apart from auth.ts so that public pages can ask this without loading the Auth SDK.
const AUTH_KEY_PREFIX = 'firebase:authUser:';

/** True when Firebase Auth has a persisted session in this browser. */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(AUTH_KEY_PREFIX)) return true;
    }
  } catch {
    /* storage blocked (private mode): treat as signed out */
  }
  return false;
}
