import { ROUTER_FUTURE } from '@cypher/contracts/react';
import { createFakePlatform, fakeSessionUser } from '@cypher/contracts/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ShellPlatformProvider } from '../platform/platform-context';
import { UserMenu } from './user-menu';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

const user = fakeSessionUser({
  id: 21,
  dancerName: 'Bgirl Lunar',
  avatar: 9,
  profiles: [
    { id: 20, dancerName: 'Lunar Main', avatar: null },
    { id: 21, dancerName: 'Bgirl Lunar', avatar: 9 },
    { id: 22, dancerName: 'Lunar Crew', avatar: null },
  ],
});

function renderMenu() {
  const signOut = jest.fn(async () => undefined);
  const switchProfile = jest.fn(async () => undefined);
  const base = createFakePlatform(() => null, { user });
  const platform = { ...base, session: { ...base.session, signOut, switchProfile } };
  render(
    <ShellPlatformProvider platform={platform}>
      <MemoryRouter future={ROUTER_FUTURE} initialEntries={['/events']}>
        <UserMenu user={user} />
        <Location />
        <button type="button">On the page</button>
      </MemoryRouter>
    </ShellPlatformProvider>,
  );
  const button = screen.getByRole('button', { name: 'Account menu: Bgirl Lunar' });
  return { signOut, switchProfile, button };
}

describe('UserMenu', () => {
  it('opens from a button showing the 32 px avatar and the dancer name, with the menu items', () => {
    const { button } = renderMenu();
    expect(button).toHaveTextContent('Bgirl Lunar');
    expect(button.querySelector('img')).toHaveAttribute('src', '/api/images/9?w=32&h=32');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('region', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/profile/21');
    expect(within(menu).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('href', '/profile-setting');
    expect(within(menu).getByRole('button', { name: 'Switch profiles' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('logs out through the session', () => {
    const { button, signOut } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('lists the profiles as radios; choosing one switches, arrow keys alone do not', () => {
    const { button, switchProfile } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Switch profiles' }));
    const group = screen.getByRole('group', { name: 'Switch profiles' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Lunar Main', 'Bgirl Lunar', 'Lunar Crew']);
    expect(within(group).getByRole('radio', { name: 'Bgirl Lunar' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Bgirl Lunar' })).toHaveFocus();

    // What arrow keys do: check the next radio with a click that has no click count.
    fireEvent.click(within(group).getByRole('radio', { name: 'Lunar Crew' }), { detail: 0 });
    expect(switchProfile).not.toHaveBeenCalled();
    fireEvent.keyDown(within(group).getByRole('radio', { name: 'Lunar Crew' }), { key: 'Enter' });
    expect(switchProfile).toHaveBeenLastCalledWith(22);

    fireEvent.click(within(group).getByRole('radio', { name: 'Lunar Main' }), { detail: 1 });
    expect(switchProfile).toHaveBeenLastCalledWith(20);
  });

  it('has Add profile and Back', async () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Switch profiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await act(async () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(screen.queryByRole('group', { name: 'Switch profiles' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch profiles' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Switch profiles' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/create-other-profile');
    // A new page closes the menu.
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once focus moves past it onto the page (Tab past its last item)', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const menu = screen.getByRole('region', { name: 'Account menu' });
    act(() => screen.getByRole('link', { name: 'View profile' }).focus());
    expect(menu).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'On the page' }).focus());
    expect(screen.queryByRole('region', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape with focus back on its button', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'View profile' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
