/**
 * Resolves once the page is idle (after its first paint and the work around it), or after 2 s:
 * the moment to fetch what the page does not show yet, so it never competes with what it does.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}
