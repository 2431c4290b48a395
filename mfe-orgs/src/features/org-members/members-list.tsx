import { useId, useState } from 'react';
import { MEMBER_SEARCH_DELAY_MS, routes, type UserChip } from '@cypher/contracts';
import { EMPTY } from '@cypher/contracts/texts';
import { AreaLink, InfiniteScrollSentinel, useDebouncedValue, usePlatform, UserAvatar } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';
import { paths } from '../../shared/paths';
import { AddMemberForm } from './add-member-form';
import { useOrgMembers } from './use-org-members';

interface Props {
  orgId: number;
  canEdit: boolean;
  /** After a member was added or removed (the page reloads its counts, settings show the toast). */
  onChanged?: () => void;
  /** Its own 'Members' heading; off where the page already heads it so (the settings' Members page). */
  titled?: boolean;
}

/** The organization's members, searchable (600 ms), 100 a page; editors add and remove members. */
export function MembersList({ orgId, canEdit, onChanged, titled = true }: Props) {
  const { api } = usePlatform();
  const searchId = useId();
  const headingId = useId();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), MEMBER_SEARCH_DELAY_MS);
  const [version, setVersion] = useState(0);
  const list = useOrgMembers(orgId, keyword, version);

  const changed = () => {
    setVersion((v) => v + 1);
    onChanged?.();
  };
  const add = async (user: UserChip) => {
    const done = await api.call(routes.orgs.addMember, { params: { id: orgId, userId: user.id } });
    if (done) changed();
    return Boolean(done);
  };
  const remove = async (userId: number) => {
    if (await api.call(routes.orgs.removeMember, { params: { id: orgId, userId } })) changed();
  };

  return (
    <section
      className="og-members"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : LABELS.members.title}
    >
      {titled ? <h2 id={headingId}>{LABELS.members.title}</h2> : null}
      {canEdit ? <AddMemberForm excludeIds={list.items.map((member) => member.id)} onAdd={add} /> : null}
      <label htmlFor={searchId} className="og-field__label">
        {LABELS.members.search}
      </label>
      <input id={searchId} className="cy-input" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <ul className="og-member-list">
        {list.items.map((member) => (
          <li key={member.id} className="og-member">
            <AreaLink to={paths.profile(member.id)} className="og-member__link">
              <UserAvatar avatar={member.avatar} size={42} />
              {member.dancerName}
            </AreaLink>
            {canEdit ? (
              <button type="button" className="cy-button cy-button--ghost" onClick={() => void remove(member.id)}>
                {LABELS.remove(member.dancerName)}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {!list.loading && list.items.length === 0 ? <p className="cy-muted">{EMPTY.members}</p> : null}
      <InfiniteScrollSentinel list={list} moreLabel={LABELS.members.more} />
    </section>
  );
}
