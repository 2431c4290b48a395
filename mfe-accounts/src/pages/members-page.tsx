import { useState } from 'react';
import { MEMBER_SEARCH_DELAY_MS } from '@cypher/contracts';
import { MEMBERS } from '@cypher/contracts/texts';
import { SearchInput, useDebouncedValue } from '@cypher/contracts/react';
import { useMemberCards, type MemberSort } from '../features/members/api/use-member-cards';
import { useMemberCount } from '../features/members/api/use-member-count';
import { MemberList } from '../features/members/components/member-list';
import { SearchChips } from '../features/members/components/search-chips';
import { SortToggle } from '../features/members/components/sort-toggle';
import { LABELS } from '../shared/labels';

/** /members: the directory of dancer cards, searched by keyword and sorted by name. */
export function MembersPage() {
  const [sort, setSort] = useState<MemberSort>('name-asc');
  const [typed, setTyped] = useState('');
  // Spec: the list is asked for again 600 ms after the last keystroke, not on every key.
  const keyword = useDebouncedValue(typed.trim(), MEMBER_SEARCH_DELAY_MS);
  const count = useMemberCount();
  const list = useMemberCards({ sort, keyword });

  return (
    <section className="cy-page" aria-labelledby="ac-members-title">
      <header className="cy-page__header">
        <h1 id="ac-members-title" className="cy-title">
          {LABELS.members}
        </h1>
        <SortToggle sort={sort} onChange={setSort} />
        {/* 'Search {count} cards'; no placeholder until the count has arrived. */}
        <SearchInput
          value={typed}
          onChange={setTyped}
          label={MEMBERS.search(count ?? 0)}
          placeholder={count === null ? null : undefined}
        />
      </header>
      <SearchChips keyword={keyword} sort={sort} onClearKeyword={() => setTyped('')} onResetSort={() => setSort('name-asc')} />
      <MemberList list={list} />
    </section>
  );
}
