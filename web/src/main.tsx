import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installMobileRecovery } from './features/error-fallback/mobileRecovery';

installMobileRecovery();

// The prerendered HTML is already on screen, so the first render is a transition: React works
// on it in slices of a few milliseconds and the page answers taps meanwhile (Total Blocking Time,
// docs/performance.md), then replaces the prerendered markup in one commit.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
