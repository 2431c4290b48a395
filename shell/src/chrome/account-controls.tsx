// The header's account controls for a signed-in visitor. The menus (bell, user menu, switch
// profiles) are a chunk of their own, fetched as soon as a stored session starts loading, so it
// usually arrives with GET /user; until it does, a placeholder of the same boxes holds their place
// and the header does not shift.
import { lazy, Suspense, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import type { SessionUser } from '@cypher/contracts';
import { sessionLoadingAtom } from '../state/session-atoms.js';
import { BellIcon } from './bell-icon.js';
import { UserFace } from './user-face.js';

const loadAccountMenus = () => import(/* webpackChunkName: "account-menus" */ './account-menus.js');
const AccountMenus = lazy(loadAccountMenus);

/**
 * The bell's and the user menu's buttons, disabled and hidden from assistive technology: the same
 * elements with the same content, so the same size at every width.
 */
function AccountMenusPlaceholder({ user }: { user: SessionUser }) {
  return (
    <>
      <div className="sh-popup-anchor" aria-hidden="true">
        <button type="button" className="sh-bell" disabled>
          <BellIcon />
        </button>
      </div>
      <div className="sh-popup-anchor sh-user" aria-hidden="true">
        <button type="button" className="sh-user__button" disabled>
          <UserFace user={user} />
        </button>
      </div>
    </>
  );
}

/** Starts the menus' download while a stored session is being loaded. */
export function usePrefetchAccountMenus(): void {
  const loading = useAtomValue(sessionLoadingAtom);
  useEffect(() => {
    if (loading) void loadAccountMenus();
  }, [loading]);
}

export function AccountControls({ user }: { user: SessionUser }) {
  return (
    <Suspense fallback={<AccountMenusPlaceholder user={user} />}>
      <AccountMenus user={user} />
    </Suspense>
  );
}
