import { lazyPart } from './lazy-part.js';

/** Whose videos: an organization's or an event's. */
export type MediaOwner = { orgId: number } | { eventId: number };

export interface MediaPanelProps {
  owner: MediaOwner;
  canEdit: boolean;
}

/** While the panel's code arrives: the skeleton it shows itself while its videos load. */
function MediaPanelStandIn() {
  return (
    <div className="cy-media">
      <p className="cy-skeleton" aria-busy="true" />
    </div>
  );
}

/**
 * An organization's or an event's YouTube videos; editors add, rename and remove them. Only the
 * event and organization pages show it, so its code is fetched when one is first rendered.
 * `MediaPanel.StandIn` is its stand-in, for a page that draws the panel only once it nears the
 * viewport (the event page, where it is below the first screen).
 */
export const MediaPanel = Object.assign(
  lazyPart<MediaPanelProps>(() => import('./media/media-panel-view.js'), 'MediaPanelView', MediaPanelStandIn),
  { StandIn: MediaPanelStandIn },
);
