import { useState } from 'react';
import { MEDIA_LABELS } from './media-labels.js';
import { AddVideoForm } from './add-video-form.js';
import type { MediaOwner } from '../media-panel.js';
import { useMedia } from './use-media.js';
import { VideoItem } from './video-item.js';

/** What `MediaPanel` shows once its chunk is here (see there). */
export function MediaPanelView({ owner, canEdit }: { owner: MediaOwner; canEdit: boolean }) {
  const { media, add, rename, remove } = useMedia(owner);
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
    <div className="cy-media">
      {canEdit ? <AddVideoForm onAdd={addVideo} /> : null}
      {media === undefined ? <p className="cy-skeleton" aria-busy="true" /> : null}
      {media && media.length === 0 ? <p className="cy-muted">{MEDIA_LABELS.empty}</p> : null}
      <ul className="cy-video-list" aria-label={MEDIA_LABELS.title}>
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
