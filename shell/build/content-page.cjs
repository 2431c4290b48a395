// The shell's Markdown pages (shell/content/*.md: FAQ, Patreon, Privacy Policy, Terms) become
// data at build time: front matter for the page's title, description and last-updated date, and
// the body as sanitised HTML split by headings (## sections, ### questions). The texts can then
// be edited without touching code, and no Markdown parser ships to the browser.
// Used by the rspack loader (content-loader.cjs) and by jest (jest/markdown-transform.cjs).
const { Marked } = require('marked');

const REQUIRED = ['title', 'description', 'updated'];

/** `---\nkey: value\n---` at the top of the file; every page must say all of REQUIRED. */
function splitFrontMatter(source, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) throw new Error(`${file}: a content page starts with front matter (${REQUIRED.join(', ')})`);
  const meta = {};
  for (const line of match[1].split(/\r?\n/)) {
    const pair = /^(\w+):\s*(.*)$/.exec(line.trim());
    if (pair) meta[pair[1]] = pair[2].trim();
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter lacks "${key}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.updated)) throw new Error(`${file}: "updated" must be YYYY-MM-DD`);
  return { meta, body: source.slice(match[0].length) };
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Links may point at this site's paths, https pages or mail; anything else is plain text. */
const SAFE_HREF = /^(\/(?![/\\])|#|https:\/\/|mailto:)/i;

/**
 * Sanitised while rendering: raw HTML in the Markdown is shown as text, never as markup; link
 * targets are limited to SAFE_HREF; images are not part of these pages. The browser sanitises the
 * result again with DOMPurify before it is put in the page.
 */
function createMarked() {
  return new Marked({
    gfm: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      image: ({ text }) => escapeHtml(text),
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        if (!SAFE_HREF.test(href)) return label;
        const external = /^https:/i.test(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${label}</a>`;
      },
    },
  });
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Text of rendered HTML (search and structured data): tags dropped, entities read. */
function plainText(html) {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The page: `{ title, description, updated, heading, intro, sections: [{ id, title, html,
 * items: [{ id, title, html, text }] }] }`. `#` is the page heading, `##` a section, `###` an
 * item inside it (a question of the FAQ, a sub-heading of the policy).
 */
function contentPage(source, file = 'content page') {
  const { meta, body } = splitFrontMatter(source, file);
  const marked = createMarked();
  const tokens = marked.lexer(body);
  const used = new Set();
  const uniqueId = (text) => {
    const base = slug(text) || 'section';
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  const render = (list) => marked.parser(Object.assign(list, { links: tokens.links }));
  const inline = (text) => marked.parseInline(text);

  let heading = meta.title;
  const intro = [];
  const sections = [];
  let target = intro;
  for (const token of tokens) {
    if (token.type === 'heading' && token.depth === 1) {
      heading = plainText(inline(token.text));
    } else if (token.type === 'heading' && token.depth === 2) {
      const section = { id: uniqueId(token.text), title: plainText(inline(token.text)), tokens: [], items: [] };
      sections.push(section);
      target = section.tokens;
    } else if (token.type === 'heading' && token.depth === 3 && sections.length > 0) {
      const item = { id: uniqueId(token.text), title: plainText(inline(token.text)), tokens: [] };
      sections[sections.length - 1].items.push(item);
      target = item.tokens;
    } else {
      target.push(token);
    }
  }
  return {
    title: meta.title,
    description: meta.description,
    updated: meta.updated,
    heading,
    intro: render(intro),
    sections: sections.map((section) => ({
      id: section.id,
      title: section.title,
      html: render(section.tokens),
      items: section.items.map((item) => {
        const html = render(item.tokens);
        return { id: item.id, title: item.title, html, text: plainText(html) };
      }),
    })),
  };
}

module.exports = { contentPage, slug, plainText, escapeHtml };
