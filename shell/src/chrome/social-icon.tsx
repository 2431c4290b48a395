// Drawn glyphs for the footer's social links. The links are named by their aria-label; a glyph
// (not letters such as "IG") keeps the visible content out of the accessible-name comparison
// that screen-reader and voice-control users rely on (axe: label-content-name-mismatch).

import type { ReactElement } from 'react';

export type SocialNetwork = 'instagram' | 'facebook' | 'youtube';

const GLYPHS: Record<SocialNetwork, ReactElement> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z"
      fill="currentColor"
    />
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className="sh-social__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {GLYPHS[network]}
    </svg>
  );
}
