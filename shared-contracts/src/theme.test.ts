import { THEME_CSS, THEME_TOKENS } from './theme.js';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  const t = THEME_TOKENS;

  it('keeps text pairs at WCAG AA (4.5:1)', () => {
    const pairs: [string, string][] = [
      [t['color-text'], t['color-bg']],
      [t['color-text'], t['color-surface']],
      [t['color-text'], t['color-surface-raised']],
      [t['color-muted'], t['color-bg']],
      [t['color-muted'], t['color-surface']],
      [t['color-accent'], t['color-bg']],
      [t['color-accent'], t['color-surface']],
      [t['color-accent-contrast'], t['color-accent']],
      [t['color-danger'], t['color-surface']],
      [t['color-text-on-light'], t['color-bg-light']],
      [t['color-muted-on-light'], t['color-bg-light']],
      [t['color-accent-on-light'], t['color-bg-light']],
    ];
    for (const [fg, bg] of pairs) expect({ fg, bg, ok: contrast(fg, bg) >= 4.5 }).toEqual({ fg, bg, ok: true });
  });

  it('declares every token as a --cy- variable on :root and :host', () => {
    expect(THEME_CSS.startsWith(':root, :host {')).toBe(true);
    for (const name of ['color-bg', 'color-accent', 'color-accent-contrast', 'radius', 'space-6', 'font', 'font-display']) {
      expect(THEME_CSS).toContain(`--cy-${name}: `);
    }
  });

  it('names no font family after one every browser resolves (each is a lookup on Linux)', () => {
    for (const stack of [t.font, t['font-display']]) {
      const families = stack.split(',').map((family) => family.trim());
      const resolved = families.indexOf('system-ui');
      expect(families.slice(resolved + 1)).toEqual(['sans-serif']);
      expect(families.filter((family) => family.startsWith("'"))).toEqual(stack === t.font ? [] : ["'Arial Black'"]);
    }
  });
});
