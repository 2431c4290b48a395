// What the server and the browser import alike from @cypher/contracts: HTTP helpers, the
// platform and constants. Both entries (`index.ts` for the server and tests, `browser.ts` for front
// ends) re-export this; a new module that holds no schema belongs here. Texts and pure rules are
// entries of their own for front ends (`@cypher/contracts/texts`, `@cypher/contracts/rules`), and so
// are the design tokens (`@cypher/contracts/theme`): the pages get them as CSS from the first HTML.
export * from './http/route.js';
export * from './http/headers.js';
export * from './http/api-error.js';
export * from './http/api-client.js';
export * from './platform/platform.js';
export { imageAddress, imageSrcSet, fixedSizeImage, type FixedSizeImage } from './platform/image-src-set.js';
export * from './platform/area-for-path.js';
export * as SITE_PAGES from './platform/site-paths.js';
export * from './constants.js';
export * from './platform/featured-card-sizes.js';
export * from './platform/session-user.js';
export * from './http/upload-image.js';
