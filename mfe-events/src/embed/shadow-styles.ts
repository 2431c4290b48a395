import { THEME_CSS } from '@cypher/contracts';

/**
 * The first style sheet of the widget's shadow root. The shadow boundary already keeps the
 * partner's selectors out, but inherited properties (font, colour, line height…) still flow in
 * from the partner's page through the host element: `all: initial` stops them. It comes first
 * because it would also reset what the theme sets on :host (custom properties survive `all`).
 */
export function shadowRootCss(): string {
  return `:host { all: initial; display: block; }\n${THEME_CSS}`;
}
