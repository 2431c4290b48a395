import { IMAGE_SIZE, type EventPreview } from '@cypher/contracts';
import { formatEventDates } from '@cypher/contracts/rules';
import { EMPTY } from '@cypher/contracts/texts';
import { AreaLink, usePlatform } from '@cypher/contracts/react';
import { EventMenu } from '@cypher/contracts/react/event-menu';
import { PROFILE_LABELS } from '../../../shared/profile-labels';
import { paths } from '../../../shared/paths';

interface Props {
  event: EventPreview;
  /** After a publish or a removal from the chip's menu. */
  onChanged: () => void;
}

/**
 * One event of the profile: image, title, date and place; opens the event (events area). An event
 * the API says the caller may edit (the owner's drafts) gets the organization chips' menu beside it.
 */
export function EventChip({ event, onChanged }: Props) {
  const platform = usePlatform();
  const image = platform.imageUrl(event.image, IMAGE_SIZE.compact);
  return (
    <li className="ac-event-chip">
      <AreaLink to={paths.event(event.id)} className="ac-event-chip__link">
        {image ? <img className="ac-event-chip__image" src={image} alt="" width={64} height={64} loading="lazy" /> : null}
        <span className="ac-event-chip__text">
          <span className="ac-event-chip__title">{event.title || EMPTY.untitled}</span>
          {event.dateStart ? (
            <time className="ac-event-chip__date" dateTime={event.dateStart}>
              {formatEventDates(event.dateStart, event.dateEnd, event.timeZone)}
            </time>
          ) : null}
          {event.locationAddress ? <span className="ac-event-chip__place">{event.locationAddress}</span> : null}
          {event.status === 'draft' ? <span className="ac-event-chip__draft">{PROFILE_LABELS.draft}</span> : null}
        </span>
      </AreaLink>
      {event.permissions?.canEdit ? <EventMenu event={event} onChanged={onChanged} className="ac-event-chip__menu" /> : null}
    </li>
  );
}
