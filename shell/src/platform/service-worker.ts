/**
 * Registers the shell's service worker (static/sw.js, scope /) once the page has loaded, so it
 * never competes with the first paint. Spec: an update is applied automatically and the page
 * reloads once when the controller changes — not on the very first install, which changes
 * nothing on screen.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const hadController = navigator.serviceWorker.controller !== null;
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
