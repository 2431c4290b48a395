import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextTree, type RichTextNode } from './rich-text-policy.js';
import { richTextSanitizer, type Purifier } from './rich-text-sanitizer.js';

// The allow-list is tested here, once; the API (jsdom) and the pages (the browser) run it as is.
const { window } = new JSDOM('');
const { sanitize, plainText } = richTextSanitizer(createDOMPurify(window) as unknown as Purifier);

/** What a page shows (the tree React renders), written back as markup to compare with DOMPurify's. */
function shown(html: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const write = (node: RichTextNode): string => {
    if (typeof node === 'string') return escape(node);
    const attributes = Object.entries(node.attributes).map(([name, value]) => ` ${name}="${escape(value)}"`);
    if (node.tag === 'br') return `<br${attributes.join('')}>`;
    return `<${node.tag}${attributes.join('')}>${node.children.map(write).join('')}</${node.tag}>`;
  };
  return richTextTree(new window.DOMParser().parseFromString(html, 'text/html').body).map(write).join('').trim();
}

describe('the rich-text allow-list', () => {
  it('keeps what the editor makes', () => {
    const html =
      '<p>Come <strong>battle</strong>, <em>dance</em>, <u>cypher</u><br></p>' +
      '<ol><li data-list="ordered">one</li><li data-list="bullet" class="ql-indent-1">two</li></ol>' +
      '<p><a href="https://cypher.dance/x" target="_blank">site</a> <a href="mailto:crew@example.test">mail</a></p>';
    expect(shown(html)).toBe(sanitize(html));
    expect(sanitize(html)).toBe(
      '<p>Come <strong>battle</strong>, <em>dance</em>, <u>cypher</u><br></p>' +
        '<ol><li data-list="ordered">one</li><li data-list="bullet" class="ql-indent-1">two</li></ol>' +
        '<p><a href="https://cypher.dance/x" target="_blank" rel="noopener noreferrer">site</a> <a href="mailto:crew@example.test">mail</a></p>',
    );
  });

  it.each([
    ['a script', '<p>x<script>alert(1)</script></p>', '<p>x</p>'],
    ['an event handler', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a style', '<p style="position:fixed">x</p><style>p{}</style>', '<p>x</p>'],
    ['an image', '<p><img src=x onerror=alert(1)>x</p>', '<p>x</p>'],
    ['a frame', '<iframe src="https://evil.example"></iframe><p>x</p>', '<p>x</p>'],
    ['a svg', '<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
    ['a target other than a new tab', '<a href="https://a.example" target="_top">x</a>', '<a href="https://a.example">x</a>'],
    [
      'a rel that would keep the opener',
      '<a href="https://a.example" target="_blank" rel="opener">x</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['a foreign class', '<p class="sh-header ql-align-center">x</p>', '<p class="ql-align-center">x</p>'],
    ['an unknown list kind', '<ol><li data-list="checked">x</li></ol><p data-list="bullet">y</p>', '<ol><li>x</li></ol><p>y</p>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form><p>x</p>', '<p>x</p>'],
    ['a math formula', '<math><mi>x</mi></math><p>x</p>', '<p>x</p>'],
    ['a link hidden behind spaces', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an unknown element (its text stays)', '<p><marquee>x</marquee><font color="red">y</font></p>', '<p>xy</p>'],
  ])('removes %s, on the API and on the page alike', (_what, html, expected) => {
    expect(sanitize(html)).toBe(expected);
    expect(shown(html)).toBe(expected);
  });

  it('shows text as text: markup inside it is never parsed again', () => {
    expect(shown('<p>&lt;img src=x onerror=alert(1)&gt;</p>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(richTextTree(new window.DOMParser().parseFromString('<p>&lt;b&gt;</p>', 'text/html').body)).toEqual([
      { tag: 'p', attributes: {}, children: ['<b>'] },
    ]);
  });

  it('reads the visible text', () => {
    expect(plainText('<p>&nbsp; <b>Rules</b>\u00a0</p>')).toBe('Rules');
    expect(plainText('<p><br></p>')).toBe('');
  });
});
