import type { Attendee } from '@cypher/contracts';
import { AreaLink, UserAvatar } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { CHECKIN_LABELS } from '../labels';
import { rowAction } from '../checkin-list';
import { PaymentIcon } from './payment-icon';

interface Props {
  attendee: Attendee;
  waiting: boolean;
  highlighted: boolean;
  /** The check-in waits in the offline queue. */
  pending?: boolean;
  onCheckIn: (attendee: Attendee) => void;
}

/** One dancer: profile link with name and e-mail; status with its action. */
export function AttendeeRow({ attendee, waiting, highlighted, pending = false, onCheckIn }: Props) {
  const action = pending ? 'pending' : rowAction(attendee);
  return (
    <tr className={highlighted ? 'ev-checkin__row ev-checkin__row--found' : 'ev-checkin__row'}>
      <td>
        <AreaLink to={paths.profile(attendee.id)} className="ev-person">
          <UserAvatar avatar={attendee.avatar} size={32} />
          <span className="ev-checkin__who">
            <span className="ev-checkin__name">{attendee.dancerName}</span>
            {attendee.email ? (
              <span className="ev-checkin__email" title={attendee.email}>
                {attendee.email}
              </span>
            ) : null}
          </span>
        </AreaLink>
      </td>
      <td>
        <span className="ev-checkin__status">
          {attendee.payment === 'card' || attendee.payment === 'cash' ? <PaymentIcon payment={attendee.payment} /> : null}
          {action === 'checkedIn' ? <span className="ev-checked-in">{CHECKIN_LABELS.checkedIn}</span> : null}
          {action === 'checkIn' || action === 'payAndCheckIn' ? (
            <button
              type="button"
              className={action === 'checkIn' ? 'cy-button cy-button--accent cy-button--small' : 'cy-button cy-button--small'}
              disabled={waiting}
              onClick={() => onCheckIn(attendee)}
              aria-label={`${action === 'checkIn' ? CHECKIN_LABELS.checkIn : CHECKIN_LABELS.payAndCheckIn}: ${attendee.dancerName}`}
            >
              {action === 'checkIn' ? CHECKIN_LABELS.checkIn : CHECKIN_LABELS.payAndCheckIn}
            </button>
          ) : null}
          {action === 'none' ? <span className="cy-muted">{CHECKIN_LABELS.noTicket}</span> : null}
          {action === 'pending' ? <span className="ev-checkin__pending">{CHECKIN_LABELS.pending}</span> : null}
        </span>
      </td>
    </tr>
  );
}
