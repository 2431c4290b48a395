import { useRef, useState } from 'react';
// The route table through `@cypher/contracts` (the app's own copy, already on the page), not
// relatively: the definitions would bring their schemas.
import { routes } from '@cypher/contracts';
import { ConfirmDialog, usePlatform } from '@cypher/contracts/react';
import { EVENT_MENU } from '../../texts/event-menu.js';
import type { EventMenuProps } from './event-menu.js';
import { EVENT_MENU_LABELS } from './event-menu-labels.js';
import { MenuButton, type MenuAction } from './menu-button.js';

/** What `EventMenu` shows once its chunk is here (see there). */
export function EventMenuView({ event, onChanged, className }: EventMenuProps) {
  const { api } = usePlatform();
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const publish = async () => {
    if (await api.call(routes.events.publish, { params: { id: event.id } })) onChanged();
  };
  // The dialog gives the focus back to the menu's button; after a removal the chip leaves the list.
  const closeDialog = () => {
    setConfirming(false);
    button.current?.focus();
  };
  const remove = async () => {
    closeDialog();
    if (await api.call(routes.events.remove, { params: { id: event.id } })) onChanged();
  };

  const actions: MenuAction[] = [];
  if (event.status === 'draft') actions.push({ label: EVENT_MENU.publishEvent, onSelect: () => void publish() });
  actions.push({ label: EVENT_MENU.removeEvent, onSelect: () => setConfirming(true) });
  return (
    <>
      <MenuButton label={EVENT_MENU_LABELS.actions(event.title)} actions={actions} className={className} buttonRef={button} />
      {confirming ? (
        <ConfirmDialog
          text={EVENT_MENU_LABELS.confirmRemove(event.title)}
          confirmLabel={EVENT_MENU.removeEvent}
          onConfirm={() => void remove()}
          onCancel={closeDialog}
        />
      ) : null}
    </>
  );
}
