import type { EventPreview } from '@cypher/contracts';
import { formatEventDates } from '@cypher/contracts/rules';
import { EMPTY, ORGANIZATIONS } from '@cypher/contracts/texts';
import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { MenuButton, type MenuAction } from '../../shared/menu-button';
import { LABELS } from '../../shared/labels';
import { paths } from '../../shared/paths';

const CHIP_IMAGE_PX = 190;

interface Props {
  event: EventPreview;
  canEdit: boolean;
  onPublish: (event: EventPreview) => void;
  onRemove: (event: EventPreview) => void;
}

/** An event of the organization: image, title (link), dates, place; editors get its actions menu. */
export function OrgEventChip({ event, canEdit, onPublish, onRemove }: Props) {
  const image = usePlatform().imageUrl(event.image, CHIP_IMAGE_PX);
  const title = event.title || EMPTY.untitled;
  const actions: MenuAction[] = [];
  if (event.status === 'draft') actions.push({ label: ORGANIZATIONS.publishEvent, onSelect: () => onPublish(event) });
  actions.push({ label: ORGANIZATIONS.removeEvent, onSelect: () => onRemove(event) });
  const dates = formatEventDates(event.dateStart, event.dateEnd, event.timeZone);
  return (
    <li className="og-event-chip">
      {image ? (
        <img className="og-event-chip__image" src={image} alt="" loading="lazy" />
      ) : (
        <span className="og-event-chip__image og-image--empty" aria-hidden="true" />
      )}
      <div className="og-event-chip__body">
        <h3 className="og-event-chip__title">
          <AreaLink to={paths.event(event.id)} className="og-event-chip__link">
            {title}
          </AreaLink>
        </h3>
        {dates ? <p className="cy-muted">{dates}</p> : null}
        {event.locationAddress ? <p className="cy-muted">{event.locationAddress}</p> : null}
      </div>
      {canEdit ? <MenuButton label={LABELS.eventsTab.actions(title)} actions={actions} className="og-event-chip__menu" /> : null}
    </li>
  );
}
