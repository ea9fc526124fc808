/**
 * The two halves of Firebase Auth's reset link, loaded only by the reset page: which account
 * the code is for (its email), then the new password. The SDK's errors are read by `resetCodeProblem`.
 */
export async function emailOfResetCode(code: string): Promise<string> {
  const [{ verifyPasswordResetCode }, { loadFirebaseAuth }] = await Promise.all([import('firebase/auth'), import('./auth')]);
  return verifyPasswordResetCode(await loadFirebaseAuth(), code);
}

export async function setPasswordWithResetCode(code: string, newPassword: string): Promise<void> {
  const [{ confirmPasswordReset }, { loadFirebaseAuth }] = await Promise.all([import('firebase/auth'), import('./auth')]);
  await confirmPasswordReset(await loadFirebaseAuth(), code, newPassword);
}

/** A code that is expired, used or wrong (as opposed to a network failure): the owner asks again. */
export function isDeadResetCode(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === 'auth/expired-action-code' ||
    code === 'auth/invalid-action-code' ||
    code === 'auth/user-disabled' ||
    code === 'auth/user-not-found'
  );
}
