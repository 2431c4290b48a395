import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { routes } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';

/** PUT /user/:id/set-main — makes one of the account's profiles its main one, then reloads what shows it. */
export function useSetMain() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const [busyId, setBusyId] = useState<number | null>(null);
  /** `accountProfiles`: every profile of the account, whose main flag may have changed. */
  async function setMain(id: number, accountProfiles: number[]) {
    setBusyId(id);
    try {
      const saved = await platform.api.call(routes.users.setMain, { params: { id } });
      if (!saved) return;
      platform.toast(TOAST.changesSaved);
      await Promise.all([
        mutate(platform.api.url(routes.users.me, {})),
        ...accountProfiles.map((one) => mutate(platform.api.url(routes.users.get, { params: { id: one } }))),
        platform.session.refresh(),
      ]);
    } finally {
      setBusyId(null);
    }
  }
  return { setMain, busyId };
}
