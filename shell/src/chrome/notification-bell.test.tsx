import type { Notification } from '@cypher/contracts';
import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { createFakePlatform, type FakeCall } from '@cypher/contracts/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellPlatformProvider } from '../platform/platform-context';
import { NotificationBell } from './notification-bell';

function note(id: number, text: string, read = false, link: string | null = `/event/${id}`): Notification {
  return { id, text, notificationType: 'battle', link, read, createdAt: '2026-11-20T10:00:00.000Z' };
}

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

async function renderBell(initial: Notification[]) {
  let list = initial;
  const platform = createFakePlatform((call: FakeCall) => {
    const id = Number(call.input.params?.id);
    if (call.route.name === 'notifications.markRead') list = list.map((n) => (n.id === id ? { ...n, read: true } : n));
    if (call.route.name === 'notifications.dismiss') list = list.filter((n) => n.id !== id);
    return list;
  });
  render(
    <ShellPlatformProvider platform={platform}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/events']}>
        <NotificationBell userId={5} />
        <Location />
      </MemoryRouter>
    </ShellPlatformProvider>,
  );
  await act(async () => undefined);
  return platform;
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unread count on the badge and titles the popup with it', async () => {
    await renderBell([note(1, 'You are in the top 16'), note(2, 'Judging at Outbreak'), note(3, 'Old news', true)]);
    expect(bell()).toHaveAccessibleName('Notifications 2');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bell());
    await act(async () => undefined);
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    const popup = screen.getByRole('region', { name: '2 new message(s)' });
    expect(within(popup).getByRole('heading', { name: '2 new message(s)' })).toBeInTheDocument();
    const items = within(popup).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('You are in the top 16');
    expect(items[0]).toHaveTextContent('battle');
  });

  it('has no badge when everything is read', async () => {
    await renderBell([note(3, 'Old news', true)]);
    expect(bell()).toHaveAccessibleName('Notifications');
  });

  it('follows a notification’s link and marks it read', async () => {
    const platform = await renderBell([note(7, 'Your crew was accepted'), note(8, 'Another')]);
    fireEvent.click(bell());
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('link', { name: /Your crew was accepted/ }));
    await act(async () => undefined);
    expect(screen.getByTestId('location')).toHaveTextContent('/event/7');
    const read = platform.calls.find((c) => c.route.name === 'notifications.markRead');
    expect(read?.input.params).toEqual({ id: 7 });
    expect(bell()).toHaveAccessibleName('Notifications 1');
  });

  it('dismisses a notification', async () => {
    const platform = await renderBell([note(7, 'Your crew was accepted'), note(8, 'Another')]);
    fireEvent.click(bell());
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss: Your crew was accepted' }));
    await act(async () => undefined);
    expect(platform.calls.at(-1)).toMatchObject({ route: { name: 'notifications.dismiss' }, input: { params: { id: 7 } } });
    expect(screen.queryByText('Your crew was accepted')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 new message(s)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 new message(s)' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the bell', async () => {
    await renderBell([note(1, 'Hi')]);
    bell().focus();
    fireEvent.click(bell());
    await act(async () => undefined);
    fireEvent.keyDown(screen.getByRole('link', { name: /Hi/ }), { key: 'Escape' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });
});
