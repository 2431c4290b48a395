import { readEmbedOptions, siteBaseFromApiBase } from './embed-options';
import { contrastRatio, readAccentColour } from './accent-colour';

/** A partner's element with these data attributes (names without `data-`). */
function element(attributes: Record<string, string>): HTMLElement {
  const div = document.createElement('div');
  div.setAttribute('data-cypher-events', '');
  for (const [name, value] of Object.entries(attributes)) div.setAttribute(`data-${name}`, value);
  return div;
}

const API = { 'api-base': 'https://cypher.example/api' };

describe('readEmbedOptions', () => {
  it('reads one organization with the defaults: dark, the grid, the theme accent, the site beside the API', () => {
    expect(readEmbedOptions(element({ ...API, 'org-id': '1' }))).toEqual({
      options: {
        orgIds: [1],
        apiBase: 'https://cypher.example/api',
        siteBase: 'https://cypher.example',
        theme: 'dark',
        accent: null,
        view: 'grid',
      },
      problems: [],
    });
  });

  it('reads several organizations from data-org-ids, trimmed, each once, with data-org-id added', () => {
    expect(readEmbedOptions(element({ ...API, 'org-ids': ' 3, 1 ,3' })).options?.orgIds).toEqual([3, 1]);
    expect(readEmbedOptions(element({ ...API, 'org-ids': '1,2', 'org-id': '7' })).options?.orgIds).toEqual([1, 2, 7]);
  });

  it.each([
    [{}, 'data-org-ids is missing'],
    [{ 'org-id': '' }, 'data-org-ids has ""'],
    [{ 'org-id': 'bronx' }, 'data-org-ids has "bronx"'],
    [{ 'org-ids': '1,,2' }, 'data-org-ids has ""'],
    [{ 'org-ids': '1, two, 0' }, 'data-org-ids has "two", "0"'],
    [{ 'org-ids': '-1' }, 'data-org-ids has "-1"'],
    [{ 'org-ids': '12345678901' }, 'data-org-ids has "12345678901"'],
  ])('refuses organizations %j, naming the attribute and the wrong entries', (attributes, message) => {
    const reading = readEmbedOptions(element({ ...API, ...attributes }));
    expect(reading.options).toBeNull();
    expect(reading.problems).toEqual([expect.stringContaining(message)]);
    expect(reading.problems[0]).toContain('data-org-ids="1,2"');
  });

  it('refuses an element without data-api-base', () => {
    const reading = readEmbedOptions(element({ 'org-id': '1', 'api-base': '  ' }));
    expect(reading.options).toBeNull();
    expect(reading.problems).toEqual([expect.stringContaining('data-api-base must be the Cypher API address')]);
  });

  it('reports every wrong attribute at once', () => {
    const reading = readEmbedOptions(element({ 'org-id': 'x', theme: 'neon', accent: 'nope' }));
    expect(reading.options).toBeNull();
    expect(reading.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'data-org-ids',
      'data-api-base',
      'data-theme',
      'data-accent',
    ]);
  });

  it('takes the light theme and the calendar view, in any case', () => {
    const { options, problems } = readEmbedOptions(element({ ...API, 'org-id': '1', theme: 'Light', view: ' CALENDAR ' }));
    expect(options).toMatchObject({ theme: 'light', view: 'calendar' });
    expect(problems).toEqual([]);
  });

  it('reports an unknown theme or view and keeps the widget with the default', () => {
    const { options, problems } = readEmbedOptions(element({ ...API, 'org-id': '1', theme: 'neon', view: 'map' }));
    expect(options).toMatchObject({ theme: 'dark', view: 'grid' });
    expect(problems).toEqual([
      'data-theme must be "dark" or "light"; "neon" was ignored',
      'data-view must be "grid" or "calendar"; "map" was ignored',
    ]);
  });

  it('takes an accent colour and picks the text that reads on it', () => {
    const { options, problems } = readEmbedOptions(element({ ...API, 'org-id': '1', accent: '#1E88E5' }));
    expect(options?.accent).toEqual({ accent: '#1e88e5', contrast: '#000000' });
    expect(problems).toEqual([]);
  });

  it('keeps an accent that reads poorly on the theme, and says so', () => {
    const light = readEmbedOptions(element({ ...API, 'org-id': '1', theme: 'light', accent: '#2dd4bf' }));
    expect(light.options?.accent?.accent).toBe('#2dd4bf');
    expect(light.problems).toEqual([
      'data-accent #2dd4bf is used, but links in it read poorly on the light widget (contrast 1.7:1, 4.5:1 needed): pick a darker colour',
    ]);
    const dark = readEmbedOptions(element({ ...API, 'org-id': '1', accent: '#4a148c' }));
    expect(dark.problems).toEqual([
      expect.stringContaining('on the dark widget (contrast 1.6:1, 4.5:1 needed): pick a lighter colour'),
    ]);
    // The same teal reads well on the dark widget.
    expect(readEmbedOptions(element({ ...API, 'org-id': '1', accent: '#2dd4bf' })).problems).toEqual([]);
  });

  it('reports an accent that is not a colour and keeps the theme accent', () => {
    const { options, problems } = readEmbedOptions(
      element({ ...API, 'org-id': '1', accent: 'red; background: url(https://evil.example/x)' }),
    );
    expect(options?.accent).toBeNull();
    expect(problems).toEqual([expect.stringMatching(/^data-accent must be a colour such as "#e91e63".*was ignored$/)]);
  });

  it('takes data-site-base over the address beside the API', () => {
    const reading = readEmbedOptions(element({ ...API, 'org-id': '1', 'site-base': 'https://www.cypher.example' }));
    expect(reading.options?.siteBase).toBe('https://www.cypher.example');
  });
});

describe('siteBaseFromApiBase', () => {
  it('finds the public site beside the API', () => {
    expect(siteBaseFromApiBase('http://localhost:8080/api')).toBe('http://localhost:8080');
    expect(siteBaseFromApiBase('http://localhost:8080/api/')).toBe('http://localhost:8080');
    expect(siteBaseFromApiBase('https://api.cypher.example/v1/')).toBe('https://api.cypher.example');
  });
});

describe('readAccentColour', () => {
  it.each([
    // WCAG: black on this pink reads at 4.8:1, white at 4.4:1.
    ['#e91e63', '#e91e63', '#000000'],
    ['#c2185b', '#c2185b', '#ffffff'],
    ['#E1E', '#ee11ee', '#000000'],
    ['#ffeb3b', '#ffeb3b', '#000000'],
    ['#000', '#000000', '#ffffff'],
    ['rgb(194, 24, 91)', '#c2185b', '#ffffff'],
    ['rgb(255 235 59)', '#ffeb3b', '#000000'],
    ['RGB( 0 , 0 , 128 )', '#000080', '#ffffff'],
    ['hsl(340, 82%, 52%)', '#e92063', '#000000'],
    ['hsl(240, 100%, 25.1%)', '#000080', '#ffffff'],
    ['hsl(120deg 100% 25%)', '#008000', '#ffffff'],
    ['hsl(0, 0%, 100%)', '#ffffff', '#000000'],
    ['  #1e88e5  ', '#1e88e5', '#000000'],
  ])('%s is %s with %s text', (value, accent, contrast) => {
    expect(readAccentColour(value)).toEqual({ accent, contrast });
  });

  it.each([
    'red',
    '#12',
    '#12345',
    '#1234567',
    '#ggg',
    '#e91e6380',
    'rgb(256, 0, 0)',
    'rgb(1, 2)',
    'rgba(1, 2, 3, 0.5)',
    'rgb(1, 2, 3); color: red',
    'hsl(361, 50%, 50%)',
    'hsl(10, 101%, 50%)',
    'hsl(10, 50, 50)',
    'var(--x)',
    'url(#a)',
    '',
  ])('refuses %j', (value) => {
    expect(readAccentColour(value)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2dd4bf', '#2dd4bf')).toBe(1);
  });
});
