import { useEffect, useRef } from 'react';
import { useSessionUser } from '@cypher/contracts/react';

/**
 * Answers that depend on who asks (register state, judging permissions) are cached by URL only,
 * so they are read again when the signed-in profile changes.
 */
export function useRereadForCaller(reread: () => unknown): void {
  const userId = useSessionUser()?.id ?? null;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void reread();
  }, [userId, reread]);
}
