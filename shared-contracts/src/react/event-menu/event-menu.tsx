import type { EventPreview } from '../../schemas/event.js';
import { lazyPart } from '@cypher/contracts/react';

export interface EventMenuProps {
  event: Pick<EventPreview, 'id' | 'title' | 'status'>;
  /** After the API accepted a publish or a removal: the page reloads the list and its tab counts. */
  onChanged: () => void;
  /** The chip's class for the menu's place in it. */
  className?: string;
}

/**
 * While the menu's code arrives: its button's box (the menu's own box is the button's), so the
 * chip does not move when it lands. One element, since every page that draws a chip carries it.
 */
function EventMenuStandIn({ className = '' }: EventMenuProps) {
  return (
    <span className={`cy-menu__button ${className}`} aria-hidden="true">
      ⋮
    </span>
  );
}

/**
 * An event chip's actions for its editors (spec: "Event status in organization/profile lists"):
 * 'Publish event' for a draft, 'Remove event' for any event, asked once more in a dialog. Errors are
 * the API client's toasts; on success `onChanged` reloads the list.
 */
export const EventMenu = lazyPart<EventMenuProps>(() => import('./event-menu-view.js'), 'EventMenuView', EventMenuStandIn);
