import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { SITE_HEAD, usePageMeta } from './page-meta';

function Page({ title }: { title: string }) {
  usePageMeta({ title, description: `About ${title}` });
  return null;
}

describe('usePageMeta', () => {
  it('gives back the site head on leaving, even when the first HTML carried the page head', () => {
    // As the composition server sends /faq: the FAQ's own head already in the HTML.
    document.title = 'FAQ · Cypher';
    document.head.innerHTML =
      '<meta name="description" content="About FAQ"><meta property="og:title" content="FAQ · Cypher"><meta name="twitter:card" content="summary">';
    const page = render(<Page title="FAQ" />);
    expect(document.title).toBe('FAQ · Cypher');
    page.unmount();
    expect(document.title).toBe('Cypher');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SITE_HEAD.description);
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name="twitter:card"]')).toBeNull();
  });

  it('knows the head index.html sends', () => {
    const html = fs.readFileSync(path.join(__dirname, '..', '..', 'index.html'), 'utf8').replace(/\s+/g, ' ');
    expect(html).toContain(`<title>${SITE_HEAD.title}</title>`);
    expect(html).toContain(`name="description" content="${SITE_HEAD.description}"`);
  });
});
