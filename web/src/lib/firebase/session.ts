// Kept apart from auth.ts so that public pages can ask this without loading the Auth SDK.
//
// The app keeps its OWN marker of "an owner signed in on this browser" instead of reading the
// Auth SDK's private persistence key (whose name and format are Firebase's, not ours). Auth
// itself writes and clears the marker (auth.ts follows its state), so it is true exactly while
// Auth has a user; public pages read it to decide whether to load the SDK at all.
export const SIGNED_IN_MARKER_KEY = 'barberbook:ownerSignedIn';

let authStarted = false;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (private mode)
  }
}

/** Auth's state changed: remember (or forget) that an owner is signed in on this browser. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(SIGNED_IN_MARKER_KEY, '1');
    else storage()?.removeItem(SIGNED_IN_MARKER_KEY);
  } catch {
    /* storage full or blocked: the Auth SDK still knows, it is just loaded on the next visit */
  }
}

/** The Auth SDK has been created in this page (the owner area, sign-in): ask it, not the marker. */
export function noteAuthStarted(): void {
  authStarted = true;
}

/**
 * Whether someone may be signed in: true once the Auth SDK runs in this page, else the marker.
 * False means signed out for sure, and the caller need not load the Auth SDK.
 */
export function maybeSignedIn(): boolean {
  if (authStarted) return true;
  try {
    return storage()?.getItem(SIGNED_IN_MARKER_KEY) === '1';
  } catch {
    return false;
  }
}
