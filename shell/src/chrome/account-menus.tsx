// The signed-in part of the header: the notification bell and the user menu (with its switch of
// profiles). Its own chunk, loaded by the header on demand (account-controls.tsx): a signed-out
// visitor never downloads it (issue 7: initial JS).
import type { SessionUser } from '@cypher/contracts';
import { NotificationBell } from './notification-bell.js';
import { UserMenu } from './user-menu.js';

export default function AccountMenus({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationBell userId={user.id} />
      <UserMenu user={user} />
    </>
  );
}
