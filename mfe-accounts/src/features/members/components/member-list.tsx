import type { MemberCard as MemberCardData } from '@cypher/contracts';
import { EMPTY } from '@cypher/contracts/texts';
import { InfiniteScrollSentinel, type PagedList } from '@cypher/contracts/react';
import { LABELS } from '../../../shared/labels';
import { MemberCard } from './member-card';

/** Spec: a blurred placeholder list of 16 items while the first page loads. */
const PLACEHOLDER_CARDS = 16;

/** The directory's cards, the next page asked for 400 px before the end, or the empty state. */
export function MemberList({ list }: { list: PagedList<MemberCardData> }) {
  if (list.items.length === 0 && list.loading) {
    return (
      <ul className="cy-grid ac-grid ac-grid--loading" aria-busy="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
          <li key={i} className="cy-card cy-card--link ac-card ac-card--placeholder" />
        ))}
      </ul>
    );
  }
  if (list.items.length === 0) return <p className="cy-empty">{EMPTY.members}</p>;
  return (
    <>
      <ul className="cy-grid ac-grid" aria-busy={list.loading}>
        {list.items.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </ul>
      <InfiniteScrollSentinel list={list} moreLabel={LABELS.showMore} />
    </>
  );
}
