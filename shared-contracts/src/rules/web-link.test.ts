import { isSocialLink, isWebLink } from './web-link.js';

describe('isWebLink', () => {
  it('accepts absolute http and https addresses', () => {
    for (const good of ['https://cypher.dance', 'http://example.com/a?b=c#d', ' https://redbull.com/bcone ']) {
      expect(isWebLink(good)).toBe(true);
    }
  });

  it('refuses other schemes, relative links and markup', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://example.com',
      '//evil.example/x',
      '/relative',
      'example.com',
      'https://exa mple.com',
      'https://example.com/"onmouseover="x',
      'https://example.com/<svg>',
      '',
    ]) {
      expect(isWebLink(bad)).toBe(false);
    }
  });
});

describe('isSocialLink', () => {
  it('accepts web links, handles, scheme-less addresses and blanks', () => {
    for (const good of ['https://instagram.com/bgirlnova', '@bgirlnova', 'bgirlnova', 'facebook.com/uprock.union', '', '  ']) {
      expect(isSocialLink(good)).toBe(true);
    }
  });

  it('refuses anything a reader could turn into a script link', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      'http:alert',
      'a"b',
      '<svg/onload=x>',
    ]) {
      expect(isSocialLink(bad)).toBe(false);
    }
  });
});
