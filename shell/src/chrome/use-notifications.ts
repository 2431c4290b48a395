// The acting profile's notifications: loaded when a user signs in or switches profile and each
// time the bell opens; marking read and dismissing answer the fresh list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { routes, type Notification } from '@cypher/contracts';
import { useShellPlatform } from '../platform/platform-context.js';

export function useNotifications(userId: number | null) {
  const platform = useShellPlatform();
  const [items, setItems] = useState<Notification[]>([]);
  // Answers for a previous user (or after unmount) must not land.
  const current = useRef<number | null>(null);

  const settle = useCallback((forUser: number | null, list: Notification[] | null) => {
    if (list && current.current === forUser) setItems(list);
  }, []);

  const reload = useCallback(async () => {
    const forUser = current.current;
    if (forUser === null) return;
    settle(forUser, await platform.api.call(routes.notifications.list));
  }, [platform, settle]);

  useEffect(() => {
    current.current = userId;
    setItems([]);
    if (userId !== null) void reload();
    return () => {
      current.current = null;
    };
  }, [userId, reload]);

  const markRead = useCallback(
    async (id: number) => {
      const forUser = current.current;
      settle(forUser, await platform.api.call(routes.notifications.markRead, { params: { id } }));
    },
    [platform, settle],
  );

  const dismiss = useCallback(
    async (id: number) => {
      const forUser = current.current;
      // Gone from the list at once; the answer brings the server's list.
      setItems((list) => list.filter((n) => n.id !== id));
      settle(forUser, await platform.api.call(routes.notifications.dismiss, { params: { id } }));
    },
    [platform, settle],
  );

  return { items, unread: items.filter((n) => !n.read).length, reload, markRead, dismiss };
}
