import type { EventPreview } from '@cypher/contracts';
import { formatEventDates } from '@cypher/contracts/rules';
import { EMPTY } from '@cypher/contracts/texts';
import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { EventMenu } from '@cypher/contracts/react/event-menu';
import { paths } from '../../shared/paths';

const CHIP_IMAGE_PX = 190;

interface Props {
  event: EventPreview;
  canEdit: boolean;
  /** After a publish or a removal from the chip's menu. */
  onChanged: () => void;
}

/** An event of the organization: image, title (link), dates, place; editors get its actions menu. */
export function OrgEventChip({ event, canEdit, onChanged }: Props) {
  const image = usePlatform().imageUrl(event.image, CHIP_IMAGE_PX);
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
            {event.title || EMPTY.untitled}
          </AreaLink>
        </h3>
        {dates ? <p className="cy-muted">{dates}</p> : null}
        {event.locationAddress ? <p className="cy-muted">{event.locationAddress}</p> : null}
      </div>
      {canEdit ? <EventMenu event={event} onChanged={onChanged} /> : null}
    </li>
  );
}
