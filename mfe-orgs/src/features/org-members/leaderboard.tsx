import { useId, useState } from 'react';
import { LEADERBOARD_ALL_YEARS, LEADERBOARD_PAGE_SIZE, routes, type Organization } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { AreaLink, InfiniteScrollSentinel, useApiPages, UserAvatar } from '@cypher/contracts/react';
import { LABELS } from '../../shared/labels';
import { paths } from '../../shared/paths';
import { leaderboardYears, rankSortAllowed, type LeaderboardSortField } from './leaderboard-options';

/** Members ranked by points, for one year or all years, sorted by rank or name; 100 a page. */
export function Leaderboard({ org }: { org: Pick<Organization, 'id' | 'rankingDisabled'> }) {
  const yearId = useId();
  const sortId = useId();
  const headingId = useId();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const rankAllowed = rankSortAllowed(org.rankingDisabled);
  const [chosenSort, setSort] = useState<LeaderboardSortField>('rank');
  const sort: LeaderboardSortField = rankAllowed ? chosenSort : 'name';
  const list = useApiPages(
    routes.orgs.leaderboard,
    (page) => ({ params: { id: org.id }, query: { p: page, pp: LEADERBOARD_PAGE_SIZE, sb: `${sort}-asc` as const, y: year } }),
    (members) => members,
    LEADERBOARD_PAGE_SIZE,
    `${org.id}:${year}:${sort}`,
  );

  return (
    <section className="og-leaderboard" aria-labelledby={headingId}>
      <div className="og-leaderboard__header">
        <h2 id={headingId}>{LABELS.leaderboard.title}</h2>
        {/* Each label with its select: the row wraps between the pairs, never inside one. */}
        <span className="og-leaderboard__control">
          <label htmlFor={yearId}>{LABELS.leaderboard.year}</label>
          <select id={yearId} className="cy-input" value={year} onChange={(event) => setYear(Number(event.target.value))}>
            {leaderboardYears().map((option) => (
              <option key={option} value={option}>
                {option === LEADERBOARD_ALL_YEARS ? ORGANIZATIONS.allYears : option}
              </option>
            ))}
          </select>
        </span>
        <span className="og-leaderboard__control">
          <label htmlFor={sortId}>{LABELS.leaderboard.sort}</label>
          <select
            id={sortId}
            className="cy-input"
            value={sort}
            onChange={(event) => setSort(event.target.value as LeaderboardSortField)}
          >
            <option value="rank" disabled={!rankAllowed}>
              {LABELS.leaderboard.rank}
            </option>
            <option value="name">{LABELS.leaderboard.name}</option>
          </select>
        </span>
      </div>
      {list.items.length === 0 ? (
        list.loading ? (
          <p className="cy-skeleton" aria-busy="true" />
        ) : (
          <p className="cy-muted">{LABELS.leaderboard.empty}</p>
        )
      ) : (
        <table className="og-table og-leaderboard__table">
          <caption className="cy-visually-hidden">{LABELS.leaderboard.title}</caption>
          <thead>
            <tr>
              <th scope="col" className="og-table__number">
                {LABELS.leaderboard.rank}
              </th>
              <th scope="col">{LABELS.leaderboard.dancer}</th>
              <th scope="col" className="og-table__number">
                {LABELS.leaderboard.points}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((member) => (
              <tr key={member.id}>
                <td className="og-table__number">{member.rank}</td>
                <td>
                  <AreaLink to={paths.profile(member.id)} className="og-table__link">
                    <UserAvatar avatar={member.avatar} size={32} />
                    {member.dancerName}
                  </AreaLink>
                </td>
                <td className="og-table__number">{member.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <InfiniteScrollSentinel list={list} moreLabel={LABELS.leaderboard.more} />
    </section>
  );
}
