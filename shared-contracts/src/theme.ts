/**
 * Design tokens. The product is dark by default (street-culture look); map and calendar views use
 * the light pair. Every text/background pair keeps WCAG AA contrast (theme.test.ts checks it).
 * Apps read them as CSS variables (`var(--cy-color-accent)`); the shell and the embed inject
 * THEME_CSS once.
 *
 * The font stacks name no family a browser can never reach. Every browser we support resolves
 * `system-ui`, so the old `-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial` after it
 * were never used; and every system with `Impact` or `'Helvetica Neue'` also has `'Arial Black'`.
 * They were not free: Chromium on Linux asks the browser process for each named family it lacks, on
 * the page's first layout, and on a busy two-core machine that wait made the first layout 20-25 ms
 * at the median and 46 ms at the 90th percentile instead of 15 and 32 (20 loads of /event/3).
 */
export const THEME_TOKENS = {
  'color-bg': '#0e0e10',
  'color-surface': '#1a1a1f',
  'color-surface-raised': '#26262d',
  'color-text': '#f4f4f6',
  'color-muted': '#a9a9b4',
  'color-accent': '#ff5a1f',
  'color-accent-contrast': '#0e0e10',
  'color-border': '#3a3a44',
  'color-focus': '#ffd166',
  'color-danger': '#ff6b6b',
  'color-success': '#4ade80',
  'color-bg-light': '#f6f5f2',
  'color-text-on-light': '#16161a',
  'color-muted-on-light': '#55555f',
  'color-accent-on-light': '#c2410c',
  radius: '10px',
  'radius-pill': '999px',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '40px',
  // The page's text column and its inset from the screen's edge, shared by the shell's header, hero
  // and footer and by every area's page (cy-page), so a page's content starts under the logo.
  'page-width': '1200px',
  'page-gutter': '20px',
  font: 'system-ui, sans-serif',
  'font-display': "'Arial Black', system-ui, sans-serif",
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '2rem',
  shadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
  // What lies over what, for everything fixed or sticky, from whichever app draws it: the shell's
  // header and its menus, the cookie banner, every area's modal dialogs, the toasts. A dialog's
  // backdrop covers the header and the banner, so nothing outside it shows bright or takes a
  // click while it is open; a toast a dialog raises shows above it.
  'layer-header': '900',
  'layer-menu': '950',
  'layer-banner': '1000',
  'layer-dialog': '1100',
  'layer-toast': '1200',
  'layer-skip-link': '1300',
} as const;

export type ThemeToken = keyof typeof THEME_TOKENS;

/**
 * The weights text is set in: regular and bold for the body stack, black for the display stack.
 * Each (family, size, weight, style) a page draws is one "strike" that Chromium on Linux asks the
 * browser process about, synchronously, in the middle of a layout; a page that mixed 600, 700, 800
 * and 900 and eleven sizes asked 11-15 times while it loaded. Semibold and extra-bold also draw as
 * plain bold wherever the system font has no such face (DejaVu, Liberation), so they bought little.
 * Sizes keep to the font-size tokens for the same reason. Held by e2e/page-fonts.spec.ts.
 */
export const TEXT_WEIGHTS = { font: ['400', '700'], 'font-display': ['900'] } as const;

export const THEME_CSS = `:root, :host {
${Object.entries(THEME_TOKENS)
  .map(([name, value]) => `  --cy-${name}: ${value};`)
  .join('\n')}
  color-scheme: dark;
}
`;
