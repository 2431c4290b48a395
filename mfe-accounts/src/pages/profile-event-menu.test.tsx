import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { EventPreview, EventTabCounts } from '@cypher/contracts';
import { EVENT_MENU } from '@cypher/contracts/texts';
import { areaAt, createFakePlatform, fakeApiFailure, fakeSessionUser, type FakeCall } from '@cypher/contracts/testing';
import AccountsRoutes from '../routes';
import { eventFixture, profileApi, profileFixture } from '../test/profile-fixtures';

type Tab = keyof EventTabCounts;

/** A draft of the owner's as GET /events?st=draft answers it: the caller may edit it. */
const draft = (id: number, title: string) =>
  eventFixture(id, { title, status: 'draft', period: 'future', permissions: { canEdit: true } });

/**
 * The API behind the owner's profile 7, keeping its events: publishing moves a draft to Upcoming,
 * removing drops it. `refuse` names calls answered with a failure.
 */
function ownerApi(drafts: EventPreview[], refuse: string[] = []) {
  const events: Record<Tab, EventPreview[]> = { now: [], past: [], future: [], draft: [...drafts] };
  const take = (id: number) => {
    const tab = (Object.keys(events) as Tab[]).find((name) => events[name].some((event) => event.id === id))!;
    const event = events[tab].find((one) => one.id === id)!;
    events[tab] = events[tab].filter((one) => one !== event);
    return event;
  };
  return ({ route, input }: FakeCall) => {
    if (refuse.includes(route.name)) return fakeApiFailure(400, 'Please select an event date', 'bad_request');
    const id = input.params?.id as number;
    switch (route.name) {
      case 'users.get':
        return profileFixture(7, { canEdit: true });
      case 'events.tabs':
        return { now: 0, past: 0, future: events.future.length, draft: events.draft.length };
      case 'events.list': {
        const query = input.query as { t?: Tab; st?: 'draft'; p: number; pp: number };
        return events[query.st ?? query.t ?? 'now'].slice(query.p * query.pp, (query.p + 1) * query.pp);
      }
      case 'events.publish': {
        // A published event lists without the draft's permissions (the period lists carry none).
        const { permissions: _, ...published } = take(id);
        events.future.push({ ...published, status: 'published' });
        return { id };
      }
      case 'events.remove':
        take(id);
        return { ok: true };
      default:
        return null;
    }
  };
}

function renderOwner(api: ReturnType<typeof ownerApi>) {
  const platform = createFakePlatform(api, { user: fakeSessionUser({ id: 7 }) });
  render(areaAt(AccountsRoutes, platform, '/profile/7'));
  return platform;
}

const asked = (platform: ReturnType<typeof renderOwner>, name: string) =>
  platform.calls.filter((call) => call.route.name === name).map((call) => call.input.params);

async function openMenu(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return screen.getByRole('menu', { name: `Actions for ${title}` });
}

test('the owner publishes a draft from the Drafts tab: it moves to Upcoming and the Drafts tab goes', async () => {
  const platform = renderOwner(ownerApi([draft(31, 'Basement Jam')]));
  expect(await screen.findByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  const menu = await openMenu('Basement Jam');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual([EVENT_MENU.publishEvent, EVENT_MENU.removeEvent]);
  fireEvent.click(within(menu).getByRole('menuitem', { name: EVENT_MENU.publishEvent }));

  expect(await screen.findByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.queryByRole('tab', { name: 'Drafts' })).not.toBeInTheDocument();
  expect(asked(platform, 'events.publish')).toEqual([{ id: 31 }]);
  // The chip is in its period now, published: no draft mark, and no menu (the list carries no permissions).
  const chip = (await screen.findByRole('link', { name: /Basement Jam/ })).closest('li')!;
  expect(within(chip).queryByText('Draft')).not.toBeInTheDocument();
  expect(within(chip).queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
});

test('the owner removes a draft after confirming; the list and tabs load again', async () => {
  const platform = renderOwner(ownerApi([draft(31, 'Basement Jam'), draft(32, 'Roof Jam')]));
  const menu = await openMenu('Roof Jam');
  fireEvent.click(within(menu).getByRole('menuitem', { name: EVENT_MENU.removeEvent }));
  const dialog = await screen.findByRole('alertdialog', { name: EVENT_MENU.removeEvent });
  expect(dialog).toHaveTextContent('Remove “Roof Jam”? This cannot be undone.');
  expect(asked(platform, 'events.remove')).toEqual([]);
  fireEvent.click(within(dialog).getByRole('button', { name: EVENT_MENU.removeEvent }));

  await waitFor(() => expect(screen.queryByRole('link', { name: /Roof Jam/ })).not.toBeInTheDocument());
  expect(asked(platform, 'events.remove')).toEqual([{ id: 32 }]);
  expect(screen.getByRole('link', { name: /Basement Jam/ })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
});

test('removing the only draft of the last page shows the page before it', async () => {
  renderOwner(ownerApi(Array.from({ length: 6 }, (_, i) => draft(41 + i, `Jam ${i + 1}`))));
  fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
  const menu = await openMenu('Jam 6');
  fireEvent.click(within(menu).getByRole('menuitem', { name: EVENT_MENU.removeEvent }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: EVENT_MENU.removeEvent }));
  expect(await screen.findByRole('link', { name: /Jam 5/ })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: /^Jam/ })).toHaveLength(5);
  expect(screen.queryByRole('navigation', { name: 'Events pages' })).not.toBeInTheDocument();
});

test('by keyboard: Escape closes the menu and Cancel closes the dialog, each giving the focus back to the button', async () => {
  const platform = renderOwner(ownerApi([draft(31, 'Basement Jam')]));
  const menu = await openMenu('Basement Jam');
  const button = screen.getByRole('button', { name: 'Actions for Basement Jam' });
  expect(within(menu).getByRole('menuitem', { name: EVENT_MENU.publishEvent })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'ArrowDown' });
  expect(within(menu).getByRole('menuitem', { name: EVENT_MENU.removeEvent })).toHaveFocus();
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();

  fireEvent.click(within(await openMenu('Basement Jam')).getByRole('menuitem', { name: EVENT_MENU.removeEvent }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  expect(asked(platform, 'events.remove')).toEqual([]);
});

test('a refused publish leaves the draft where it is (the API client toasts why)', async () => {
  const platform = renderOwner(ownerApi([draft(31, 'Basement Jam')], ['events.publish']));
  const menu = await openMenu('Basement Jam');
  const tabsAsked = platform.calls.filter((call) => call.route.name === 'events.tabs').length;
  fireEvent.click(within(menu).getByRole('menuitem', { name: EVENT_MENU.publishEvent }));
  await waitFor(() => expect(asked(platform, 'events.publish')).toHaveLength(1));
  expect(platform.calls.filter((call) => call.route.name === 'events.tabs')).toHaveLength(tabsAsked);
  expect(screen.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('link', { name: /Basement Jam/ })).toBeInTheDocument();
});

test('a visitor sees the dancer’s events with no menu', async () => {
  const platform = createFakePlatform(profileApi(profileFixture(7), { now: 0, past: 0, future: 2, draft: 0 }));
  render(areaAt(AccountsRoutes, platform, '/profile/7'));
  expect(await screen.findByRole('link', { name: /future 1/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
});

test('a draft the API does not let the caller edit (another profile of the account) has no menu', async () => {
  const base = ownerApi([eventFixture(31, { title: 'Basement Jam', status: 'draft', permissions: { canEdit: false } })]);
  renderOwner(base);
  expect(await screen.findByRole('link', { name: /Basement Jam/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
});
