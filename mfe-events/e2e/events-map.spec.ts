import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

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

test('the light page fills the screen down to the footer, leaving no dark strip under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events/map');
  await expect(page.locator('.ev-map__card').first()).toBeVisible();
  const bottoms = await page.evaluate(() => ({
    main: Math.round(document.querySelector('main')!.getBoundingClientRect().bottom),
    page: Math.round(document.querySelector('.ev-page--light')!.getBoundingClientRect().bottom),
  }));
  expect(bottoms.page).toBe(bottoms.main);
});

test.describe('with a Maps key (the Maps script stubbed)', () => {
  // The stub is served in place of Google's script; the policy for the real origins is tested
  // in e2e/security-headers.spec.ts.
  test.use({ bypassCSP: true });

  /** Seeded future events with coordinates, the first, and one far from it. */
  async function placedEvents(request: APIRequestContext) {
    const world = (await (await request.get('/api/events-map?t=future')).json()) as { events: MapEvent[] };
    const placed = world.events.filter((e) => e.locationLat !== null && e.locationLng !== null);
    expect(placed.length, 'seeded future events with coordinates').toBeGreaterThan(1);
    const target = placed[0];
    const far = placed.find(
      (e) => Math.abs(e.locationLat! - target.locationLat!) > 0.5 || Math.abs(e.locationLng! - target.locationLng!) > 0.5,
    );
    // The demo seed places future events in several cities: a missing far one is a broken seed, not a reason to skip.
    expect(far, 'a seeded future event far from the first').toBeTruthy();
    return { target, far: far! };
  }

  async function stubMaps(page: Page, around: MapEvent) {
    await page.route('**/api/config', (route) => route.fulfill({ json: { googleMapsApiKey: 'e2e-browser-key' } }));
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STUB_MAPS_SCRIPT }),
    );
    await page.addInitScript((center) => Object.assign(window, { stubCenter: center }), {
      lat: around.locationLat!,
      lng: around.locationLng!,
    });
  }

  test('the list follows the map’s bounds, every listed event is on a marker, hover highlights it', async ({ page, request }) => {
    const { target, far } = await placedEvents(request);
    await stubMaps(page, target);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events/map');
    const area = page.locator('[data-area="events"]');
    await area.getByRole('tab', { name: /^Future/ }).click();
    const canvas = area.getByRole('region', { name: 'Map of events' });
    await expect(canvas).toBeVisible();
    // After the map settles (750 ms), only the events inside its bounds are listed.
    await expect(area.getByRole('link', { name: new RegExp(target.title) })).toBeVisible();
    await expect(area.getByRole('link', { name: new RegExp(far.title) })).toHaveCount(0);
    // Markers group events of one 20 px square; together they hold every listed event.
    const listed = await area.locator('.ev-map__card').count();
    await expect
      .poll(() =>
        canvas
          .locator('[data-marker]')
          .evaluateAll((nodes) => nodes.reduce((sum, n) => sum + Number(n.getAttribute('data-count')), 0)),
      )
      .toBe(listed);
    // Hovering a card highlights its marker.
    // At zoom 14 a square is about 150 m: the target has a marker of its own.
    const marker = canvas.locator(`[data-marker="${target.title}"]`);
    await expect(marker).toHaveAttribute('data-bouncing', 'false');
    await area.getByRole('link', { name: new RegExp(target.title) }).hover();
    await expect(marker).toHaveAttribute('data-bouncing', 'true');
  });

  test("'near me' moves the map to the visitor and lists the nearest event first", async ({ page, context, request }) => {
    const { target, far } = await placedEvents(request);
    // The map opens far from the visitor, who stands at the target event.
    await stubMaps(page, far);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: target.locationLat!, longitude: target.locationLng! });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/events/map');
    const area = page.locator('[data-area="events"]');
    await area.getByRole('tab', { name: /^Future/ }).click();
    await expect(area.getByRole('link', { name: new RegExp(far.title) })).toBeVisible();
    const nearRead = page.waitForRequest((r) => r.url().includes('/api/events-map') && new URL(r.url()).searchParams.has('uc'));
    await area.getByRole('button', { name: 'Near me' }).click();
    const uc = new URL((await nearRead).url()).searchParams.get('uc')!;
    expect(uc.split(',').map(Number)).toEqual([Number(target.locationLat!.toFixed(5)), Number(target.locationLng!.toFixed(5))]);
    await expect(area.locator('.ev-map__card').first()).toContainText(target.title);
    await expect(area.getByRole('link', { name: new RegExp(far.title) })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test("'near me' refused by the visitor shows the spec's toast", async ({ page }) => {
  // No geolocation permission granted: the browser refuses (code 1).
  await page.goto('/events/map');
  const area = page.locator('[data-area="events"]');
  await expect(area.locator('.ev-map__card').first()).toBeVisible();
  await area.getByRole('button', { name: 'Near me' }).click();
  await expect(page.getByText('Please allow access to your location.')).toBeVisible();
  await expect(area.getByRole('button', { name: 'Near me' })).toBeEnabled();
});

/**
 * A stand-in for the Maps JavaScript API: markers are elements in the map (with the events they
 * stand for), the bounds are a small box around the centre, which 'near me' and groups move.
 */
const STUB_MAPS_SCRIPT = `
(() => {
  const box = (c) => ({ north: c.lat + 0.05, south: c.lat - 0.05, east: c.lng + 0.05, west: c.lng - 0.05 });
  class Map {
    constructor(el) { this.el = el; this.idle = []; this.center = window.stubCenter; this.zoom = 14; this.settle(); }
    settle() { clearTimeout(this.timer); this.timer = setTimeout(() => this.idle.forEach((f) => f()), 50); }
    addListener(_name, f) { this.idle.push(f); return { remove() {} }; }
    getBounds() { return { toJSON: () => box(this.center) }; }
    getCenter() { return { toJSON: () => this.center }; }
    getZoom() { return this.zoom; }
    setZoom(zoom) { this.zoom = zoom; this.settle(); }
    setCenter(center) { this.center = center; this.settle(); }
  }
  class Marker {
    constructor(o) {
      this.node = document.createElement('span');
      this.node.setAttribute('data-marker', o.title);
      this.node.setAttribute('data-count', o.label || '1');
      o.map.el.appendChild(this.node);
    }
    setMap(map) { if (!map) this.node.remove(); }
    setAnimation(a) { this.node.setAttribute('data-bouncing', String(a === 'bounce')); }
    setOpacity(o) { this.node.setAttribute('data-opacity', String(o)); }
    addListener() { return { remove() {} }; }
  }
  window.google = { maps: { Map, Marker, Animation: { BOUNCE: 'bounce' } } };
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  window[callback]();
})();
`;
