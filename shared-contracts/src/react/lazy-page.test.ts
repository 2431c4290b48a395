import { lazyPage, preloadPages } from './lazy-page.js';

const View = () => null;

test('preload() fetches the code once and never fails: a failed fetch is tried again later', async () => {
  let calls = 0;
  let fail = true;
  const Part = lazyPage(async () => {
    calls += 1;
    if (fail) throw new Error('offline');
    return { View };
  }, 'View');
  await expect(Part.preload()).resolves.toBeUndefined(); // no rejection to handle
  fail = false;
  await Part.preload();
  await Part.preload();
  expect(calls).toBe(2);
});

test('preloadPages also loads what the loaded code declares in turn (a page and its on-demand step)', async () => {
  const loaded: string[] = [];
  lazyPage(async () => {
    loaded.push('page');
    // The page's module declares its own on-demand part as it is evaluated.
    lazyPage(async () => {
      loaded.push('step');
      return { View };
    }, 'View');
    return { View };
  }, 'View');
  await preloadPages();
  expect(loaded).toEqual(['page', 'step']);
});
