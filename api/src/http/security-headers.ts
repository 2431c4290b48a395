import type { RequestHandler } from 'express';

/**
 * Every API answer is data, never a page: the browser must not sniff it into HTML or script, frame
 * it, or load anything on its behalf. (The pages' own policy is the composition server's,
 * scripts/server/security-headers.mjs.) Images keep working cross-origin: a policy on an image
 * response does not stop a partner page from showing it.
 */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  next();
};
