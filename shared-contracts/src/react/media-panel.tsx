import { lazyPart } from './lazy-part.js';

/** Whose videos: an organization's or an event's. */
export type MediaOwner = { orgId: number } | { eventId: number };

export interface MediaPanelProps {
  owner: MediaOwner;
  canEdit: boolean;
}

/** The panel's box as the skeleton it shows itself while its videos load; busy while something is on its way. */
function MediaPanelBox({ busy }: { busy: boolean }) {
  return (
    <div className="cy-media">
      <p className="cy-skeleton" aria-busy={busy || undefined} />
    </div>
  );
}

/** While the panel's code arrives. */
function MediaPanelStandIn() {
  return <MediaPanelBox busy />;
}

/** Before the panel is drawn at all: the same box, not busy, since nothing is asked for yet. */
function MediaPanelPlaceholder() {
  return <MediaPanelBox busy={false} />;
}

/**
 * An organization's or an event's YouTube videos; editors add, rename and remove them. Only the
 * event and organization pages show it, so its code is fetched when one is first rendered.
 * `MediaPanel.Placeholder` takes its place on a page that draws the panel only once it nears the
 * viewport (the event page, where it is below the first screen).
 */
export const MediaPanel = Object.assign(
  lazyPart<MediaPanelProps>(() => import('./media/media-panel-view.js'), 'MediaPanelView', MediaPanelStandIn),
  { Placeholder: MediaPanelPlaceholder },
);
