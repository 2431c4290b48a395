import { useState } from 'react';
import { LABELS } from '../../labels';
import { AddVideoForm } from './add-video-form';
import { useOrgMedia } from './use-org-media';
import { VideoItem } from './video-item';

/** The media tab: the organization's YouTube videos; editors add, rename and remove them. */
export function OrgMediaTab({ orgId, canEdit }: { orgId: number; canEdit: boolean }) {
  const { media, add, rename, remove } = useOrgMedia(orgId);
  const [editingId, setEditingId] = useState<number | null>(null);

  const addVideo = async (link: string) => {
    const before = new Set((media ?? []).map((item) => item.id));
    const answer = await add(link);
    if (!answer) return false;
    // The new video is the one the answer adds; its name is edited right away.
    const added = answer.filter((item) => !before.has(item.id)).at(-1);
    if (added) setEditingId(added.id);
    return true;
  };

  return (
    <div className="og-media">
      {canEdit ? <AddVideoForm onAdd={addVideo} /> : null}
      {media === undefined ? <p className="cy-skeleton" aria-busy="true" /> : null}
      {media && media.length === 0 ? <p className="cy-muted">{LABELS.media.empty}</p> : null}
      <ul className="og-video-list" aria-label={LABELS.media.title}>
        {(media ?? []).map((item) => (
          <VideoItem
            key={item.id}
            media={item}
            canEdit={canEdit}
            editing={canEdit && editingId === item.id}
            onEdit={(editing) => setEditingId(editing ? item.id : null)}
            onRename={(name) => rename(item, name)}
            onRemove={() => void remove(item)}
          />
        ))}
      </ul>
    </div>
  );
}
