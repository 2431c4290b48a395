import { safeRedirect, signInRedirect } from './redirect.js';

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/event/3', '/event/3'],
    ['/events?t=past&q=b%20boy#top', '/events?t=past&q=b%20boy#top'],
    ['/battle/2/brackets', '/battle/2/brackets'],
    ['/members?q=a//b', '/members?q=a//b'],
    ['/a b', '/a%20b'],
    ['/events?q=100%25', '/events?q=100%25'],
    ['/events?q=line%0Abreak', '/events?q=line%0Abreak'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('lets the same-origin path %s through as %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    '/\\evil.example/x',
    '\\\\evil.example',
    '/\\/evil.example',
    '//evil.example/x',
    '///evil.example',
    'https://evil.example/x',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example/x',
    'event/3',
    '',
    ' /event/3',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F/evil.example',
    '/%25255Cevil.example',
    '/%09/evil.example',
    '/..//evil.example',
    '/./\\evil.example',
    null,
    undefined,
    42,
    ['/x'],
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBeNull();
  });

  it('refuses an overlong value', () => {
    expect(safeRedirect(`/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('signInRedirect', () => {
  it('refuses the sign-in pages themselves, keeps every other safe path', () => {
    for (const page of ['/login', '/login?redirect=%2F', '/signup', '/signup?incomplete=true', '/auth/complete'])
      expect(signInRedirect(page)).toBeNull();
    expect(signInRedirect('/loginx')).toBe('/loginx');
    expect(signInRedirect('/battle/2')).toBe('/battle/2');
    expect(signInRedirect('/\\evil.example/x')).toBeNull();
  });
});
