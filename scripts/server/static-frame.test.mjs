// Home's hero in the first HTML (static-frame.mjs), with the texts the shell's HomePage shows.
import fs from 'node:fs';
import path from 'node:path';
import { SHELL } from '@cypher/contracts';
import { withStaticContent } from './static-frame.mjs';

const shellHtml = fs.readFileSync(path.join(__dirname, '..', '..', 'shell', 'src', 'index.html'), 'utf8');

describe('withStaticContent', () => {
  it('puts Home’s hero, with the spec’s texts, into the empty main element of the shell’s page', () => {
    const html = withStaticContent(shellHtml, '/');
    const main = /<main id="sh-content" class="sh-main">([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain(`<h1 id="sh-hero-title" class="sh-hero__title">${SHELL.heroTitle}</h1>`);
    expect(main).toContain('<p class="sh-hero__tagline">Battles, jams, workshops and the crews behind them: find your');
    expect(main.startsWith('<section class="sh-hero" aria-labelledby="sh-hero-title">')).toBe(true);
  });

  it('leaves every other page’s main empty (its area paints it)', () => {
    for (const page of ['/events', '/faq', '/event/3']) expect(withStaticContent(shellHtml, page)).toBe(shellHtml);
  });
});
