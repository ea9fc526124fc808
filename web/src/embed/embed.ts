/**
 * embed.js: the shop's own website adds BarberBook's booking with one tag (docs/embed.md):
 *   <script src="https://{site}/embed.js" data-shop="{slug}" data-label="Book now" async></script>
 * It inserts a "Book now" button after itself and, on a click (not before: the host page loads
 * nothing else of ours until then), opens the booking flow (`/embed/{slug}`, the one route other
 * sites may frame) in an overlay dialog. A booking made there is re-dispatched on the host's
 * `document` as a `barberbook:booked` CustomEvent. Built by scripts/lib/embedBundle.mjs as a plain
 * ES2017 script, at most 5 KB gzipped; no framework.
 */
import { EMBED_BOOKED, EMBED_CLOSE, embedBookingOf, embedPath } from '@barbershop/core/seo';

const Z_TOP = '2147483647';

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  // CSSOM, not a style attribute: a host page's CSP without 'unsafe-inline' styles still allows it
  el.style.cssText = css;
  return el;
}

/** Focus that reaches this element goes to `to` instead: the dialog keeps Tab inside it. */
function focusGuard(to: () => HTMLElement): HTMLElement {
  const guard = document.createElement('span');
  guard.tabIndex = 0;
  guard.addEventListener('focus', () => to().focus());
  return guard;
}

function install(script: HTMLScriptElement) {
  const slug = script.dataset.shop;
  if (!slug) {
    console.warn('BarberBook embed: add data-shop="your-shop-address" to the script tag.');
    return;
  }
  const origin = new URL(script.src, location.href).origin;

  const button = styled(
    'button',
    'font:600 16px/1.2 system-ui,sans-serif;padding:12px 22px;border:0;border-radius:8px;background:#1a1a2e;color:#fff;cursor:pointer',
  );
  button.type = 'button';
  button.className = 'barberbook-book-button';
  button.textContent = script.dataset.label || 'Book now';
  script.parentNode?.insertBefore(button, script.nextSibling);

  let overlay: HTMLElement | null = null;
  let frame: HTMLIFrameElement | null = null;
  let closeButton: HTMLButtonElement | null = null;
  let overflowBefore = '';

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  function close() {
    if (!overlay) return;
    overlay.remove();
    overlay = frame = closeButton = null;
    document.removeEventListener('keydown', onKey);
    document.documentElement.style.overflow = overflowBefore;
    button.focus();
  }

  function open() {
    if (overlay) return;
    overlay = styled(
      'div',
      `position:fixed;top:0;left:0;right:0;bottom:0;z-index:${Z_TOP};background:rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center`,
    );
    const dialog = styled(
      'div',
      'position:relative;width:100%;max-width:760px;height:100%;max-height:900px;background:#fff;box-shadow:0 8px 40px rgba(0,0,0,.4)',
    );
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'Book an appointment');
    closeButton = styled(
      'button',
      'position:absolute;top:6px;right:6px;z-index:1;width:40px;height:40px;border:0;border-radius:50%;background:#fff;color:#1a1a2e;font:28px/1 system-ui,sans-serif;cursor:pointer;box-shadow:0 1px 4px rgba(0,0,0,.3)',
    );
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', 'Close booking');
    closeButton.textContent = '×';
    closeButton.addEventListener('click', close);
    frame = styled('iframe', 'display:block;width:100%;height:100%;border:0');
    frame.title = 'Book an appointment';
    frame.src = origin + embedPath(slug!);
    // Stripe's payment sheet inside the frame may ask for the Payment Request API
    frame.allow = 'payment';
    // a click on the dim backdrop (not the dialog) closes
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) close();
    });
    const first = () => closeButton!;
    const last = () => frame!;
    dialog.append(focusGuard(last), closeButton, frame, focusGuard(first));
    overlay.append(dialog);
    overflowBefore = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.body.append(overlay);
    document.addEventListener('keydown', onKey);
    closeButton.focus();
  }

  button.addEventListener('click', open);

  // Only our frame's messages, from our origin: another frame or script cannot fake a booking.
  window.addEventListener('message', (event) => {
    if (!frame || event.source !== frame.contentWindow || event.origin !== origin) return;
    if ((event.data as { type?: unknown } | null)?.type === EMBED_CLOSE) return close();
    const booking = embedBookingOf(event.data);
    if (booking) document.dispatchEvent(new CustomEvent(EMBED_BOOKED, { detail: booking }));
  });
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) install(current);
