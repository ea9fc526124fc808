// Mobile only: a page restored from the back-forward cache reloads, and a global
// error about Loading (a chunk that failed to load) sends the user home after a second.
export const isMobileUserAgent = (ua: string) => /Mobi|Android/i.test(ua);

export function installMobileRecovery(win: Window = window) {
  if (!isMobileUserAgent(win.navigator.userAgent)) return;
  win.addEventListener('pageshow', (event) => {
    if (event.persisted) win.location.reload();
  });
  const goHomeOnLoadingError = (message: string) => {
    if (message.includes('Loading') && win.location.pathname !== '/') setTimeout(() => win.location.assign('/'), 1000);
  };
  win.addEventListener('error', (event) => goHomeOnLoadingError(String(event.message ?? '')));
  win.addEventListener('unhandledrejection', (event) =>
    goHomeOnLoadingError(String((event.reason as Error)?.message ?? event.reason ?? '')),
  );
}
