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
  font: 'system-ui, sans-serif',
  'font-display': "'Arial Black', system-ui, sans-serif",
  'font-size-sm': '0.875rem',
  'font-size-md': '1rem',
  'font-size-lg': '1.25rem',
  'font-size-xl': '2rem',
  shadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
} as const;

export type ThemeToken = keyof typeof THEME_TOKENS;

export const THEME_CSS = `:root, :host {
${Object.entries(THEME_TOKENS)
  .map(([name, value]) => `  --cy-${name}: ${value};`)
  .join('\n')}
  color-scheme: dark;
}
`;
