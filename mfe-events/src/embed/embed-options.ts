import { THEME_TOKENS } from '@cypher/contracts/theme';
import { contrastRatio, readAccentColour, type AccentColour } from './accent-colour';

/** The widget's first view; the visitor moves between them (and into events) inside the widget. */
export type EmbedView = 'grid' | 'calendar';

/** What a partner writes on the element that hosts the widget. */
export interface EmbedOptions {
  /** The organizations whose events the widget lists (one or several). */
  orgIds: number[];
  apiBase: string;
  /** Where links to the rest of Cypher open (battles, profiles, sign up). */
  siteBase: string;
  theme: 'light' | 'dark';
  /** The partner's accent colour; null keeps the theme's. */
  accent: AccentColour | null;
  view: EmbedView;
}

/**
 * The options, or null when the widget cannot work without a fix; `problems` name each attribute
 * that was wrong (the partner sees them in the console rather than a silently empty box). A bad
 * optional attribute is reported and its default used.
 */
export interface EmbedReading {
  options: EmbedOptions | null;
  problems: string[];
}

export const EMBED_SELECTOR = '[data-cypher-events]';

const ORG_ID = /^[1-9]\d{0,9}$/;
/** WCAG AA for body text: links and the selected tab's text are in the accent. */
const TEXT_CONTRAST = 4.5;

/** The site usually serves the API under `/api`; without `data-site-base`, the site is the rest. */
export function siteBaseFromApiBase(apiBase: string): string {
  const trimmed = apiBase.replace(/\/+$/, '');
  if (trimmed.endsWith('/api')) return trimmed.slice(0, -'/api'.length);
  try {
    return new URL(trimmed).origin;
  } catch {
    return trimmed;
  }
}

/** `data-org-ids="1, 2"` and/or `data-org-id="1"`: every id, once, in the order written. */
function readOrgIds(dataset: DOMStringMap, problems: string[]): number[] {
  const written = [dataset.orgIds, dataset.orgId].filter((value): value is string => value !== undefined);
  const entries = written.flatMap((value) => value.split(',')).map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !ORG_ID.test(entry));
  if (entries.length === 0 || wrong.length > 0) {
    const what = entries.length === 0 ? 'is missing' : `has ${wrong.map((entry) => `"${entry}"`).join(', ')}`;
    problems.push(
      `data-org-ids ${what}: it lists the ids of the organizations whose events to show, e.g. data-org-ids="1,2" (or data-org-id="1")`,
    );
    return [];
  }
  return [...new Set(entries.map(Number))];
}

/** An optional attribute with a fixed set of values: its value, or the default after reporting a wrong one. */
function readChoice<T extends string>(value: string | undefined, name: string, choices: readonly T[], problems: string[]): T {
  const trimmed = value?.trim().toLowerCase();
  if (!trimmed) return choices[0]!;
  if ((choices as readonly string[]).includes(trimmed)) return trimmed as T;
  problems.push(`${name} must be ${choices.map((choice) => `"${choice}"`).join(' or ')}; "${value}" was ignored`);
  return choices[0]!;
}

/** Reads the element's data attributes. */
export function readEmbedOptions(element: HTMLElement): EmbedReading {
  const { dataset } = element;
  const problems: string[] = [];
  const orgIds = readOrgIds(dataset, problems);
  const apiBase = dataset.apiBase?.trim() ?? '';
  if (!apiBase) problems.push('data-api-base must be the Cypher API address, e.g. https://cypher.example/api');
  // The product's own look is dark.
  const theme = readChoice(dataset.theme, 'data-theme', ['dark', 'light'] as const, problems);
  const view = readChoice(dataset.view, 'data-view', ['grid', 'calendar'] as const, problems);
  let accent: AccentColour | null = null;
  if (dataset.accent?.trim()) {
    accent = readAccentColour(dataset.accent);
    if (!accent)
      problems.push(
        `data-accent must be a colour such as "#e91e63", "rgb(233, 30, 99)" or "hsl(340, 82%, 52%)"; "${dataset.accent}" was ignored`,
      );
    else {
      const background = THEME_TOKENS[theme === 'light' ? 'color-bg-light' : 'color-bg'];
      const ratio = contrastRatio(accent.accent, background);
      if (ratio < TEXT_CONTRAST)
        problems.push(
          `data-accent ${accent.accent} is used, but links in it read poorly on the ${theme} widget (contrast ${ratio.toFixed(1)}:1, ${TEXT_CONTRAST}:1 needed): pick a ${theme === 'light' ? 'darker' : 'lighter'} colour`,
        );
    }
  }
  if (orgIds.length === 0 || !apiBase) return { options: null, problems };
  const siteBase = dataset.siteBase?.trim() || siteBaseFromApiBase(apiBase);
  return { options: { orgIds, apiBase, siteBase, theme, accent, view }, problems };
}
