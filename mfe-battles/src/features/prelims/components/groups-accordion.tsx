import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PrelimsGroup, PrelimsResult } from '@cypher/contracts';
import { PRELIMS } from '@cypher/contracts/texts';
import { SearchInput, UserAvatar } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { MoveControl } from '../judge-controls';
import { PRELIMS_LABELS } from '../labels';
import { useDisclosure } from '../use-disclosure';

/**
 * The groups view: 'Search dancers' over every group, then one panel per group with its name (a
 * link to the Group route), member count and members; 'Edit groups' adds a move control to each
 * member. While searching, groups with a match open and the others hide.
 */
export function GroupsAccordion({ prelims, editing }: { prelims: PrelimsResult; editing: boolean }) {
  const [keyword, setKeyword] = useState('');
  const wanted = keyword.trim().toLocaleLowerCase();
  const noun = prelims.kind === 'solo' ? PRELIMS.participants : PRELIMS.crews;
  const shown = prelims.groups
    .map((group) => ({
      group,
      members: group.members.filter((member) => !wanted || member.name.toLocaleLowerCase().includes(wanted)),
    }))
    .filter(({ members }) => !wanted || members.length > 0);

  return (
    <section className="bt-groups" aria-label={PRELIMS_LABELS.groupsOf}>
      <SearchInput value={keyword} onChange={setKeyword} label={PRELIMS.searchDancers} />
      {shown.length === 0 ? <p className="bt-scoring__empty">{PRELIMS_LABELS.nothingFound}</p> : null}
      <ul className="bt-groups__list">
        {shown.map(({ group, members }) => (
          <GroupPanel
            key={group.id}
            group={group}
            members={members}
            noun={noun}
            forcedOpen={wanted !== '' || editing}
            battleId={prelims.battleId}
            moveControl={
              editing
                ? (member) => (
                    <MoveControl
                      memberId={member.id}
                      memberName={member.name}
                      from={group.id}
                      groups={prelims.groups}
                      battleId={prelims.battleId}
                    />
                  )
                : null
            }
          />
        ))}
      </ul>
    </section>
  );
}

type GroupMember = PrelimsGroup['members'][number];

function GroupPanel({
  group,
  members,
  noun,
  forcedOpen,
  battleId,
  moveControl,
}: {
  group: PrelimsGroup;
  members: GroupMember[];
  noun: string;
  forcedOpen: boolean;
  battleId: number;
  moveControl: ((member: GroupMember) => ReactNode) | null;
}) {
  const { buttonProps, panelProps } = useDisclosure(forcedOpen);
  return (
    <li className="bt-group cy-card">
      <div className="bt-group__head">
        <h3 className="bt-group__name">
          <Link className="cy-link" to={paths.prelimsGroup(battleId, group.id)}>
            {group.name}
          </Link>
        </h3>
        <span className="bt-group__count">{PRELIMS_LABELS.count(group.amountMembers, noun)}</span>
        <button
          type="button"
          className="cy-button cy-button--ghost cy-button--small bt-group__toggle"
          aria-label={`${PRELIMS_LABELS.showMembers}: ${group.name}`}
          disabled={forcedOpen}
          {...buttonProps}
        >
          {/* A disclosure chevron, drawn by the style sheet (a '+' read as 'add'). */}
          <span className="bt-group__chevron" aria-hidden="true" />
        </button>
      </div>
      <ul {...panelProps} className="bt-group__members" aria-label={PRELIMS_LABELS.members(group.name)}>
        {members.map((member) => (
          <li key={member.id} className="bt-group__member">
            <UserAvatar avatar={member.avatar} size={32} />
            <span className="bt-group__member-name">{member.name}</span>
            {moveControl?.(member)}
          </li>
        ))}
      </ul>
    </li>
  );
}
