// Cypher's service worker (scope /): a page reloaded without a connection still opens — the app
// shell (index.html), the remotes configuration, every area's manifest and the scripts and styles
// the visitor has loaded so far come from the cache. The API is never cached and never touched:
// its requests go straight to the network, and writes made offline wait in the pages' own queue
// (@cypher/contracts/react/live). Remote areas may live on other hosts (read from /remotes.json
// at run time), so assets are cached by what they are, not by where they come from.
const CACHE = 'cypher-shell-v1';
const SHELL = ['/', '/remotes.json'];
/** Hashed file names never change content: the cache answers first. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

self.addEventListener('install', (event) => {
  // An update takes over at once (spec: applied automatically; the page reloads once).
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackUrl ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackUrl ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok || response.type === 'opaque') await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  // The API (and its live stream) is left to the browser.
  if (sameOrigin && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return;
  if (request.mode === 'navigate') {
    // Every page path is the shell's index.html.
    event.respondWith(networkFirst(request, '/'));
    return;
  }
  const asset = ['script', 'style', 'font', 'image'].includes(request.destination) || url.pathname.endsWith('.json');
  if (!asset) return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
