import fs from 'node:fs';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build-time converter is CommonJS
const { contentPage } = require('../../../build/content-page.cjs') as {
  contentPage: (source: string, file?: string) => import('./content-page-data').ContentPageData;
};

const FRONT = '---\ntitle: T\ndescription: D\nupdated: 2026-11-23\n---\n';
const contentDir = path.join(__dirname, '..', '..', '..', 'content');

describe('content pages at build time', () => {
  it('splits the body into sections (##) and items (###) with unique anchors', () => {
    const page = contentPage(
      `${FRONT}# Heading\n\nIntro.\n\n## Group one\n\n### Same?\n\nA.\n\n## Group two\n\n### Same?\n\nB.\n`,
    );
    expect(page.heading).toBe('Heading');
    expect(page.intro).toBe('<p>Intro.</p>\n');
    expect(page.sections.map((s) => s.id)).toEqual(['group-one', 'group-two']);
    expect(page.sections.flatMap((s) => s.items.map((i) => i.id))).toEqual(['same', 'same-2']);
    expect(page.sections[1].items[0]).toMatchObject({ title: 'Same?', text: 'B.' });
  });

  it('shows raw HTML as text and keeps only safe link targets', () => {
    const page = contentPage(
      `${FRONT}<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](//evil.example) [c](/faq#x) [d](https://cypher.dance) [e](mailto:hi@cypher.dance) ![i](https://x.example/i.png)\n`,
    );
    expect(page.intro).not.toMatch(/<script|<img|href="javascript:|href="\/\/evil/);
    expect(page.intro).toContain('&lt;script&gt;');
    expect(page.intro).toContain('<a href="/faq#x">c</a>');
    expect(page.intro).toContain('<a href="https://cypher.dance" target="_blank" rel="noopener noreferrer">d</a>');
    expect(page.intro).toContain('<a href="mailto:hi@cypher.dance">e</a>');
  });

  it('refuses a page without its title, description or date', () => {
    expect(() => contentPage('# No front matter')).toThrow(/front matter/);
    expect(() => contentPage('---\ntitle: T\nupdated: 2026-11-23\n---\nx')).toThrow(/description/);
    expect(() => contentPage('---\ntitle: T\ndescription: D\nupdated: 23/11/2026\n---\nx')).toThrow(/YYYY-MM-DD/);
  });

  it.each(['faq.md', 'patreon.md', 'policy.md', 'terms.md'])('%s builds, with a description fit for link previews', (file) => {
    const page = contentPage(fs.readFileSync(path.join(contentDir, file), 'utf8'), file);
    expect(page.description.length).toBeGreaterThan(50);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.sections.length).toBeGreaterThan(1);
  });

  it('the FAQ answers the topics people ask about, each question in a group', () => {
    const faq = contentPage(fs.readFileSync(path.join(contentDir, 'faq.md'), 'utf8'));
    const text = JSON.stringify(faq).toLowerCase();
    for (const topic of [
      'several',
      'crew',
      'waitlist',
      'check-in',
      'battle number',
      '1 to 10',
      'half',
      'average',
      'bracket',
      'sparring',
      'audience',
      'admins',
      'promoters',
      'leaderboard',
      'points',
      'embed',
    ])
      expect(text).toContain(topic);
    expect(faq.sections.every((section) => section.items.length > 0)).toBe(true);
  });

  it('the privacy policy names every kind of data Cypher keeps and every service it may use', () => {
    const policy = contentPage(fs.readFileSync(path.join(contentDir, 'policy.md'), 'utf8'));
    const text = JSON.stringify(policy);
    for (const kept of [
      'account',
      'profiles',
      'Images',
      'E-mail links',
      'cookie banner',
      'Server logs',
      'Google sign-in',
      'Firebase',
      'Google Maps',
      'SMTP',
      'release',
      'Delete your account',
    ])
      expect(text).toContain(kept);
  });
});
