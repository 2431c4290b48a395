import { THEME_CSS, THEME_TOKENS } from '@cypher/contracts/theme';

/** The size `rem` means on a page that leaves the root font size alone. */
const BROWSER_ROOT_PX = 16;

/**
 * The theme's font sizes in px: `rem` is relative to the partner's root element, so a partner
 * page with `html { font-size: 9px }` would shrink every text of the widget.
 */
function fontSizesInPx(): string {
  return Object.entries(THEME_TOKENS)
    .filter(([, value]) => /^[\d.]+rem$/.test(value))
    .map(([name, value]) => `--cy-${name}: ${parseFloat(value) * BROWSER_ROOT_PX}px;`)
    .join(' ');
}

/**
 * The first style sheet of the widget's shadow root. The shadow boundary keeps the partner's
 * selectors out, but inherited properties (font, colour, line height…) still flow in through the
 * host element: `all: initial` stops them. `all` leaves `direction` and `unicode-bidi` alone, so
 * the widget sets its own (the mount also puts `dir="ltr"` on its root), and its text sizes are
 * px, not rem. It comes first because it would also reset what the theme sets on :host (custom
 * properties survive `all`).
 */
export function shadowRootCss(): string {
  return [
    // On the host for a well-behaved page; again on the widget's own root, because the partner's
    // rules for the host element (`* { font-family: serif }`) beat `:host` in the cascade.
    `:host, .ev-embed { all: initial; display: block; direction: ltr; unicode-bidi: isolate; font-size: ${BROWSER_ROOT_PX}px; line-height: normal; text-align: start; }`,
    THEME_CSS,
    `:host { ${fontSizesInPx()} }`,
  ].join('\n');
}
