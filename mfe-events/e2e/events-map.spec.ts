import { expect, test } from '@playwright/test';

type MapEvent = { id: number; title: string; locationLat: number | null; locationLng: number | null };

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'cookie', value: 'accepted', url: baseURL! }]);
});

test('without a Maps key the Map view says the map is unavailable and still lists the events', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(request.url()));
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/events/map');
    const area = page.locator('[data-area="events"]');
    await expect(area.getByRole('status')).toContainText('Map unavailable');
    await expect(area.getByRole('tab', { selected: true })).toHaveText(/\(\d+\)$/);
    await expect(area.locator('.ev-map__card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  expect(scripts.filter((url) => url.includes('maps.googleapis.com'))).toEqual([]);
});

test.describe('with a Maps key (the Maps script stubbed)', () => {
  // The stub is served in place of Google's script; the policy for the real origins is tested
  // in e2e/security-headers.spec.ts.
  test.use({ bypassCSP: true });

  test('the list follows the map’s bounds and each listed event has a marker', async ({ page, request }) => {
    const world = (await (await request.get('/api/events-map?t=future')).json()) as { events: MapEvent[] };
    const placed = world.events.filter((e) => e.locationLat !== null && e.locationLng !== null);
    expect(placed.length, 'seeded future events with coordinates').toBeGreaterThan(1);
    const target = placed[0];
    const far = placed.find(
      (e) => Math.abs(e.locationLat! - target.locationLat!) > 0.5 || Math.abs(e.locationLng! - target.locationLng!) > 0.5,
    );

    await page.route('**/api/config', (route) => route.fulfill({ json: { googleMapsApiKey: 'e2e-browser-key' } }));
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STUB_MAPS_SCRIPT }),
    );
    await page.addInitScript((box) => Object.assign(window, { stubBounds: box }), {
      north: target.locationLat! + 0.05,
      south: target.locationLat! - 0.05,
      east: target.locationLng! + 0.05,
      west: target.locationLng! - 0.05,
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events/map');
    const area = page.locator('[data-area="events"]');
    await area.getByRole('tab', { name: /^Future/ }).click();
    const canvas = area.getByRole('region', { name: 'Map of events' });
    await expect(canvas).toBeVisible();
    // After the map settles (750 ms), only the events inside its bounds are listed.
    await expect(area.getByRole('link', { name: new RegExp(target.title) })).toBeVisible();
    if (far) await expect(area.getByRole('link', { name: new RegExp(far.title) })).toHaveCount(0);
    const listed = await area.locator('.ev-map__card').count();
    await expect(canvas.locator('[data-marker]')).toHaveCount(listed);
    // Hovering a card highlights its marker.
    await area.getByRole('link', { name: new RegExp(target.title) }).hover();
    await expect(canvas.locator(`[data-marker="${target.title}"]`)).toHaveAttribute('data-bouncing', 'true');
  });
});

/** A stand-in for the Maps JavaScript API: markers are elements in the map, bounds come from the test. */
const STUB_MAPS_SCRIPT = `
(() => {
  class Map {
    constructor(el) { this.el = el; this.idle = []; setTimeout(() => this.idle.forEach((f) => f()), 50); }
    addListener(_name, f) { this.idle.push(f); return { remove() {} }; }
    getBounds() { const b = window.stubBounds; return { toJSON: () => b }; }
    getCenter() { const b = window.stubBounds; return { toJSON: () => ({ lat: (b.north + b.south) / 2, lng: (b.east + b.west) / 2 }) }; }
    setZoom() {}
  }
  class Marker {
    constructor(o) {
      this.node = document.createElement('span');
      this.node.setAttribute('data-marker', o.title);
      o.map.el.appendChild(this.node);
    }
    setMap(map) { if (!map) this.node.remove(); }
    setAnimation(a) { this.node.setAttribute('data-bouncing', String(a === 'bounce')); }
    addListener() { return { remove() {} }; }
  }
  window.google = { maps: { Map, Marker, Animation: { BOUNCE: 'bounce' } } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();
`;
