const KEY = 'pendingBusinessName';

/** After registration the business name is kept locally for onboarding. */
export function keepPendingBusinessName(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    /* storage blocked: onboarding falls back to the server's copy */
  }
}

export function readPendingBusinessName(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function clearPendingBusinessName(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing to clear */
  }
}
