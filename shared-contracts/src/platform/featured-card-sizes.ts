/**
 * Home's featured event cards: EVENT_CARD_IMAGE's grid held to three columns (mfe-events'
 * `.ev-featured` grid), so its three cards fill a desktop row: one column below 536 px, two below
 * 792, then three, of up to 387 px beyond the page's 1,240 px cap. Their images' `sizes`, said by
 * the card and by Home's first HTML preload (scripts/server/card-hints.mjs); e2e/image-sizes.spec.ts
 * holds it to the box Chromium draws. A module of its own, not a constant beside EVENT_CARD_IMAGE:
 * the bundles carry the constants module in each of their chunks, so every events page carried it.
 */
export const FEATURED_EVENT_CARD_SIZES =
  '(max-width: 535px) calc(100vw - 42px), (max-width: 791px) calc(50vw - 30px), ' +
  '(max-width: 1239px) calc(33.33vw - 26px), 387px';
