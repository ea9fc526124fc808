// Registered on page load (spec section 7). It deliberately caches nothing: bookings and
// slots must always come from the network, never from a stale copy.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
