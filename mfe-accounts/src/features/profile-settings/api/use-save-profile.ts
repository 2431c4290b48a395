import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { routes, type ProfileUpdateInput } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { usePlatform } from '@cypher/contracts/react';

/**
 * POST /user with some fields of the acting profile. On success: the toast 'Changes has been
 * saved', the session reloaded (the header shows the new name and avatar) and the cached
 * GET /user and GET /user/:id replaced by the answer.
 */
export function useSaveProfile() {
  const platform = usePlatform();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  async function save(body: ProfileUpdateInput): Promise<boolean> {
    setSaving(true);
    try {
      const saved = await platform.api.call(routes.users.update, { body });
      if (!saved) return false;
      platform.toast(TOAST.changesSaved);
      await Promise.all([
        mutate(platform.api.url(routes.users.me, {}), saved, { revalidate: false }),
        mutate(platform.api.url(routes.users.get, { params: { id: saved.id } })),
        platform.session.refresh(),
      ]);
      return true;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}
