import type { EventDetail, EventStaffRole, UserChip } from '@cypher/contracts';
import { AreaLink, UserAvatar, UserSearch } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { EVENT_LABELS } from '../labels';
import { useEventActions } from '../api/use-event-actions';

const ROLES: Array<{ role: EventStaffRole; field: 'organizer' | 'admins' | 'hosts' | 'djs'; label: string }> = [
  { role: 'organizer', field: 'organizer', label: EVENT_LABELS.staffRoles.organizer },
  { role: 'admin', field: 'admins', label: EVENT_LABELS.staffRoles.admins },
  { role: 'host', field: 'hosts', label: EVENT_LABELS.staffRoles.hosts },
  { role: 'dj', field: 'djs', label: EVENT_LABELS.staffRoles.djs },
];

function Person({ user }: { user: UserChip }) {
  return (
    <AreaLink to={paths.profile(user.id)} className="ev-person">
      <UserAvatar avatar={user.avatar} size={32} />
      {user.dancerName}
    </AreaLink>
  );
}

/** Organizer, Admins, Host, Djs; editors add and remove them through the user search. */
export function EventStaff({ event }: { event: EventDetail }) {
  const { staff } = useEventActions(event.id);
  const canEdit = event.permissions.canEdit;
  const groups = ROLES.map(({ role, field, label }) => {
    const value = event.staff[field];
    const people = Array.isArray(value) ? value : value ? [value] : [];
    return { role, label, people };
  }).filter((group) => canEdit || group.people.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="ev-staff-title" className="ev-section">
      <h2 id="ev-staff-title" className="ev-section-title">
        {EVENT_LABELS.staff}
      </h2>
      <dl className="ev-staff">
        {groups.map(({ role, label, people }) => (
          <div key={role} className="ev-staff__group">
            <dt className="cy-field__label">{label}</dt>
            {people.map((user) => (
              <dd key={user.id} className="ev-staff__person">
                <Person user={user} />
                {canEdit ? (
                  <button
                    type="button"
                    className="cy-chip__remove"
                    aria-label={EVENT_LABELS.removeStaff(user.dancerName, label)}
                    onClick={() => void staff('removeStaff', user.id, role)}
                  >
                    ×
                  </button>
                ) : null}
              </dd>
            ))}
            {canEdit ? (
              <dd>
                <UserSearch
                  label={EVENT_LABELS.addStaff(label)}
                  excludeIds={people.map((user) => user.id)}
                  onSelect={(user) => void staff('addStaff', user.id, role)}
                />
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
