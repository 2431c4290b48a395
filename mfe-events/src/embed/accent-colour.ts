/** A partner's accent colour, ready for the theme's `--cy-color-accent` pair. */
export interface AccentColour {
  /** `#rrggbb` */
  accent: string;
  /** Text on the accent (buttons, the active view): black or white, whichever reads better. */
  contrast: '#000000' | '#ffffff';
}

type Rgb = [number, number, number];

const HEX = /^#([\da-f]{3}|[\da-f]{6})$/i;
const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)`;
const SEPARATOR = String.raw`\s*[\s,]\s*`;
const RGB = new RegExp(String.raw`^rgb\(\s*${NUMBER}${SEPARATOR}${NUMBER}${SEPARATOR}${NUMBER}\s*\)$`, 'i');
const HSL = new RegExp(String.raw`^hsl\(\s*${NUMBER}(?:deg)?${SEPARATOR}${NUMBER}%${SEPARATOR}${NUMBER}%\s*\)$`, 'i');

function fromHex(hex: string): Rgb {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((pair) => parseInt(pair, 16)) as Rgb;
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => Math.round(255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return [channel(0), channel(8), channel(4)];
}

/** The colour's sRGB channels, or null when it is not an opaque hex, rgb() or hsl() colour. */
function parseColour(value: string): Rgb | null {
  if (HEX.test(value)) return fromHex(value);
  const rgb = RGB.exec(value);
  if (rgb) {
    const channels = rgb.slice(1).map(Number) as Rgb;
    return channels.every((c) => c <= 255) ? (channels.map(Math.round) as Rgb) : null;
  }
  const hsl = HSL.exec(value);
  if (hsl) {
    const [hue, saturation, lightness] = hsl.slice(1).map(Number) as Rgb;
    return hue <= 360 && saturation <= 100 && lightness <= 100 ? fromHsl(hue, saturation, lightness) : null;
  }
  return null;
}

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [high, low] = [luminance(fromHex(first)), luminance(fromHex(second))].sort((a, b) => b - a) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/**
 * Reads `data-accent`. Only opaque hex (`#e91e63`, `#e1e`), `rgb(233, 30, 99)` and
 * `hsl(340, 82%, 52%)` are taken: the widget needs the channels to pick readable text on the
 * accent, and nothing a partner writes reaches a style sheet except the `#rrggbb` made here.
 */
export function readAccentColour(value: string): AccentColour | null {
  const rgb = parseColour(value.trim());
  if (!rgb) return null;
  const accent = `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  // Contrast ratio with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05): black wins above L ≈ 0.179.
  const light = luminance(rgb);
  return { accent, contrast: (light + 0.05) / 0.05 >= 1.05 / (light + 0.05) ? '#000000' : '#ffffff' };
}
