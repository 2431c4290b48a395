import { useSWRConfig } from 'swr';
import { routes } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';

/** POST /user { card }: keeps the uploaded player card photo, then shows it. */
export function useSaveCard(profileId: number) {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  return async (card: number) => {
    const saved = await platform.api.call(routes.users.update, { body: { card } });
    if (!saved) return;
    platform.toast(TOAST.changesSaved);
    await mutate(platform.api.url(routes.users.get, { params: { id: profileId } }), saved, { revalidate: false });
  };
}
