import type { WizardValues } from './wizardForm';

/**
 * The wizard's progress (its step and what was typed) for this browser tab, so a reload
 * returns the owner to the step they were on with their data. Session storage: it ends with
 * the tab, and nothing of it reaches the server before Complete Setup.
 */
export interface SavedProgress {
  step: number;
  values: WizardValues;
}

const keyFor = (uid: string, shopId: string | undefined) => `onboarding:${uid}:${shopId ?? 'new'}`;

function isSaved(value: unknown): value is SavedProgress {
  if (!value || typeof value !== 'object') return false;
  const { step, values } = value as Partial<SavedProgress>;
  return (
    typeof step === 'number' &&
    Boolean(values) &&
    typeof values?.details === 'object' &&
    Array.isArray(values.barbers) &&
    Array.isArray(values.services) &&
    Array.isArray(values.hours)
  );
}

export function readProgress(uid: string, shopId: string | undefined): SavedProgress | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyFor(uid, shopId)) ?? 'null');
    return isSaved(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveProgress(uid: string, shopId: string | undefined, progress: SavedProgress): void {
  try {
    sessionStorage.setItem(keyFor(uid, shopId), JSON.stringify(progress));
  } catch {
    /* storage full (barber photos) or blocked: a reload starts from the saved shop */
  }
}

export function clearProgress(uid: string, shopId: string | undefined): void {
  try {
    sessionStorage.removeItem(keyFor(uid, shopId));
  } catch {
    /* nothing to clear */
  }
}
