import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENTS } from '@cypher/contracts/texts';
import { eventDetail, eventPreview, tabCounts } from '../test/fixtures';
import { LABELS } from '../shared/labels';
import { CALENDAR_LABELS } from '../features/events-calendar/labels';
import { EVENT_LABELS } from '../features/event-detail/labels';
import { mountAllEventsEmbeds } from './mount-embed';

/** The API as the browser would answer it: a fetch that serves fixtures by path. */
function fakeFetch(requests: string[]) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(url.toString());
    const body = url.pathname.endsWith('/events/tabs')
      ? tabCounts({ future: 1 })
      : url.pathname.endsWith('/events')
        ? [eventPreview(1, { title: 'Bronx Breakers Jam' })]
        : url.pathname.endsWith('/events/1')
          ? eventDetail({
              id: 1,
              title: 'Bronx Breakers Jam',
              battles: [
                {
                  id: 9,
                  title: 'Kids 1 vs 1',
                  crewSize: 1,
                  isRegistered: false,
                  isLimitExceeded: false,
                  limit: 0,
                  orgChip: { id: 1, name: 'Uprock Union', image: null },
                },
              ],
            })
          : url.pathname.endsWith('/media')
            ? []
            : { error: { code: 'not_found', message: 'Not found', details: {} } };
    const ok = !('error' in body);
    return { ok, status: ok ? 200 : 404, text: async () => JSON.stringify(body) } as Response;
  });
}

describe('partner embed', () => {
  const realFetch = globalThis.fetch;
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // The widget's own React root renders on its own schedule, as in a partner's browser, not inside act().
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));
  afterAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: actEnvironment }));
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("mounts the organization's events inside a shadow root, with no style added to the partner's page", async () => {
    const requests: string[] = [];
    globalThis.fetch = fakeFetch(requests);
    document.head.innerHTML =
      '<style id="partner">* { font-family: serif; color: purple } div { border: 3px dashed red }</style>';
    document.body.innerHTML = `
      <h1>Bronx Breakers crew site</h1>
      <div id="widget" data-cypher-events data-org-id="1" data-api-base="http://api.test/api" data-theme="dark"></div>`;

    const widgets = mountAllEventsEmbeds();
    expect(widgets).toHaveLength(1);
    const host = document.getElementById('widget')!;
    const shadow = host.shadowRoot!;
    expect(shadow).not.toBeNull();

    // Queries run from the widget's root element, which lives inside the shadow tree.
    const inside = within(shadow.querySelector<HTMLElement>('.ev-embed')!);
    expect(await inside.findByText('Bronx Breakers Jam')).toBeInTheDocument();
    expect(inside.getByRole('tab', { name: EVENTS.periodTabs.future })).toBeInTheDocument();
    // The content lives in the shadow tree only: the partner's document does not contain it.
    expect(screen.queryByText('Bronx Breakers Jam')).toBeNull();
    expect(host.children).toHaveLength(0);

    // Only the partner's own style sheet is in the document; ours are all inside the shadow root.
    expect(Array.from(document.querySelectorAll('style')).map((style) => style.id)).toEqual(['partner']);
    const shadowStyles = Array.from(shadow.querySelectorAll('style')).map((style) => style.textContent ?? '');
    expect(shadowStyles[0]).toMatch(
      /:host, \.ev-embed \{ all: initial; display: block; direction: ltr; unicode-bidi: isolate; font-size: 16px;/,
    );
    // Text sizes in px: rem would follow the partner's root font size.
    expect(shadowStyles[0]).toContain('--cy-font-size-md: 16px;');
    expect(shadowStyles[0]).toContain('--cy-font-size-xl: 32px;');
    expect(shadow.querySelector('.ev-embed')).toHaveAttribute('dir', 'ltr');
    expect(shadowStyles[0]).toContain('--cy-color-bg');
    // Then the kit's stylesheet and the events area's, as text: no stylesheet file reaches a shadow root.
    expect(shadowStyles).toHaveLength(2);
    expect(shadowStyles[1]).toMatch(/\.cy-button\s*\{/);
    expect(shadowStyles[1]).toMatch(/\.ev-embed__top\s*\{/);
    expect(shadowStyles[1].indexOf('.cy-button')).toBeLessThan(shadowStyles[1].indexOf('.ev-embed__top'));
    expect(shadow.querySelectorAll('link')).toHaveLength(0);
    expect(shadow.querySelector('[data-theme="dark"]')).not.toBeNull();

    // The grid was asked for this organization only, at the partner's API base.
    await waitFor(() => expect(requests.some((url) => url.startsWith('http://api.test/api/events?'))).toBe(true));
    expect(requests.every((url) => new URL(url).searchParams.get('o') === '1')).toBe(true);

    widgets[0].unmount();
  });

  it('mounts once even when the script runs twice, and skips an element without an organization', async () => {
    globalThis.fetch = fakeFetch([]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = `
      <div data-cypher-events data-org-id="1" data-api-base="http://api.test/api"></div>
      <div id="broken" data-cypher-events data-api-base="http://api.test/api"></div>`;
    const widgets = mountAllEventsEmbeds();
    expect(widgets).toHaveLength(1);
    expect(mountAllEventsEmbeds()).toHaveLength(0);
    expect(document.getElementById('broken')!.shadowRoot).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-org-id'), expect.anything());
    error.mockRestore();
    widgets[0].unmount();
  });

  it('opens on the calendar with data-view="calendar"', async () => {
    const requests: string[] = [];
    globalThis.fetch = fakeFetch(requests);
    document.body.innerHTML = `<div id="widget" data-cypher-events data-org-id="2" data-api-base="http://api.test/api" data-view="calendar"></div>`;
    const [widget] = mountAllEventsEmbeds();
    const inside = within(document.getElementById('widget')!.shadowRoot!.querySelector<HTMLElement>('.ev-embed')!);
    expect(await inside.findByRole('button', { name: CALENDAR_LABELS.next })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: LABELS.views.calendar })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(requests.some((url) => new URL(url).searchParams.get('pp') === '999')).toBe(true));
    expect(requests.every((url) => new URL(url).searchParams.get('o') === '2')).toBe(true);
    widget.unmount();
  });

  it('lists several organizations in the accent, moves between grid, calendar and an event inside the widget', async () => {
    const requests: string[] = [];
    globalThis.fetch = fakeFetch(requests);
    document.body.innerHTML = `
      <div id="widget" data-cypher-events data-org-ids="1, 2" data-api-base="http://api.test/api"
        data-site-base="https://cypher.test" data-theme="light" data-accent="#1e88e5"></div>`;
    const [widget] = mountAllEventsEmbeds();
    const shadow = document.getElementById('widget')!.shadowRoot!;
    const root = shadow.querySelector<HTMLElement>('.ev-embed')!;
    const inside = within(root);

    // The accent is set on the widget's root, so every view inherits it; readable text on it.
    expect(root.style.getPropertyValue('--cy-color-accent')).toBe('#1e88e5');
    expect(root.style.getPropertyValue('--cy-color-accent-contrast')).toBe('#000000');
    expect(root).toHaveAttribute('data-theme', 'light');

    expect(await inside.findByText('Bronx Breakers Jam')).toBeInTheDocument();
    // Grid and Calendar; the map is not part of the widget.
    // Each page renders its own header: the views are looked up afresh.
    const views = () => within(inside.getByRole('navigation', { name: LABELS.views.label }));
    expect(
      views()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([LABELS.views.grid, LABELS.views.calendar]);

    // Every link of the widget carries its Cypher address, so one opened in a new tab lands on the
    // Cypher site, not on the partner's; a plain click still moves inside the widget.
    expect(views().getByRole('link', { name: LABELS.views.calendar })).toHaveAttribute(
      'href',
      'https://cypher.test/events/calendar?o=1%2C2',
    );
    fireEvent.click(views().getByRole('link', { name: LABELS.views.calendar }));
    expect(await inside.findByRole('button', { name: CALENDAR_LABELS.next })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((url) => new URL(url).searchParams.get('pp') === '999')).toBe(true));

    fireEvent.click(views().getByRole('link', { name: LABELS.views.grid }));
    const card = await inside.findByRole('link', { name: /Bronx Breakers Jam/ });
    expect(card).toHaveAttribute('href', 'https://cypher.test/event/1');
    // A new tab is the browser's to open (the page's own listener stands in for it, after the
    // widget's): the widget does not move.
    let leftToBrowser = false;
    const browser = (event: MouseEvent) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(card, { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(inside.queryByRole('heading', { level: 1, name: 'Bronx Breakers Jam' })).toBeNull();
    // The visitor scrolled the partner's page past the widget's top: the event starts at that top.
    const top = root.querySelector<HTMLElement>('.ev-embed__top')!;
    top.getBoundingClientRect = () => ({ top: -600 }) as DOMRect;
    top.scrollIntoView = jest.fn();
    card.focus();
    fireEvent.click(card);
    const title = await inside.findByRole('heading', { level: 1, name: 'Bronx Breakers Jam' });
    expect(top.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    // The card went with the grid: focus follows to the event's title, not the partner's <body>.
    await waitFor(() => expect(shadow.activeElement).toBe(title));
    // A battle is another area of Cypher: its link carries the Cypher site's address, so even a
    // link opened in a new tab lands there and not on the partner's page.
    expect(inside.getByRole('link', { name: /Kids 1 vs 1/ })).toHaveAttribute('href', 'https://cypher.test/battle/9');
    // Back to the grid of the same two organizations.
    const back = inside.getByRole('link', { name: new RegExp(EVENT_LABELS.backToEvents) });
    expect(back).toHaveAttribute('href', 'https://cypher.test/events?o=1%2C2');
    back.focus();
    fireEvent.click(back);
    expect(await inside.findByRole('link', { name: /Bronx Breakers Jam/ })).toBeInTheDocument();
    await waitFor(() => expect(shadow.activeElement).toBe(inside.getByRole('heading', { level: 1, name: LABELS.eventsTitle })));

    // Every list and count asked for exactly these two organizations.
    const lists = requests.filter((url) => /\/events(\/tabs)?\?/.test(url));
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.every((url) => new URL(url).searchParams.get('o') === '1,2')).toBe(true);
    widget.unmount();
  });
});
