// The images a page is judged by (issue 7: largest paint, eager first row, `sizes`), by route pattern
// (fill one in with budgetRoute): a list page's card images in its grid, a single page's header image.
// One table for every journey that reads them, so a class renamed in an area fails them all alike.
export const PAGE_IMAGES = {
  '/': '.ev-featured img.ev-card-image',
  '/events': '#ev-events-list img.ev-card-image',
  '/events/grid': '#ev-events-list img.ev-card-image',
  '/organizations': '.og-grid img.og-card__image',
  '/organization/{organization}': 'img.og-org-header__image',
  '/event/{event}': 'img.ev-event-image',
} as const;

export type PageWithImages = keyof typeof PAGE_IMAGES;
