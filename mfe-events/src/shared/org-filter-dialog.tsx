import { useState } from 'react';
import { ORG_SEARCH_DEBOUNCE_MS, ORGS_PAGE_SIZE, type OrgListItem } from '@cypher/contracts';
import { useDebouncedValue, usePlatform } from '@cypher/contracts/react';
import { LABELS } from './labels';
import { ORG_FILTER_LABELS } from './org-filter-labels';
import { Modal } from './modal';
import { PeriodCounts } from './period-counts';
import { useOrgListPage } from './use-org-list-page';

interface Props {
  chosen: readonly number[];
  onToggle: (id: number) => void;
  onClear: () => void;
  onClose: () => void;
}

function Counts(counts: { now: number; future: number; past: number }) {
  return (
    <span className="ev-org-filter__counts">
      <PeriodCounts {...counts} />
    </span>
  );
}

function OrgRow({ org, checked, onToggle }: { org: OrgListItem; checked: boolean; onToggle: () => void }) {
  const { imageUrl } = usePlatform();
  const image = imageUrl(org.image, 32, 32);
  return (
    <li>
      <label className="ev-org-filter__row">
        <input type="checkbox" checked={checked} onChange={onToggle} />
        {image ? (
          <img src={image} alt="" width={32} height={32} className="ev-org-filter__image" />
        ) : (
          <span className="ev-org-filter__image" aria-hidden="true" />
        )}
        <span className="ev-org-filter__name">{org.name}</span>
        <Counts now={org.current} future={org.future} past={org.past} />
      </label>
    </li>
  );
}

/** One page of organizations; the first also answers the totals over every match. */
function OrgPage(
  props: { keyword: string; page: number; last: boolean; onMore: () => void } & Pick<Props, 'chosen' | 'onToggle'>,
) {
  const { data } = useOrgListPage(props.keyword, props.page);
  if (data === undefined) return <li className="ev-org-filter__loading">{LABELS.loading}</li>;
  if (data === null) return null; // reported as a toast
  const more = props.last && (props.page + 1) * ORGS_PAGE_SIZE < data.total;
  return (
    <>
      {props.page === 0 ? (
        <li className="ev-org-filter__totals">
          {data.total === 0 ? (
            ORG_FILTER_LABELS.none
          ) : (
            <>
              <span className="ev-org-filter__name">{ORG_FILTER_LABELS.all}</span>
              <Counts now={data.totalCurrent} future={data.totalFuture} past={data.totalPast} />
            </>
          )}
        </li>
      ) : null}
      {data.items.map((org) => (
        <OrgRow key={org.id} org={org} checked={props.chosen.includes(org.id)} onToggle={() => props.onToggle(org.id)} />
      ))}
      {more ? (
        <li>
          <button type="button" className="cy-button cy-button--ghost" onClick={props.onMore}>
            {ORG_FILTER_LABELS.more}
          </button>
        </li>
      ) : null}
    </>
  );
}

/**
 * Spec: the filter-by-organization dialog. The search is trimmed and case-insensitive (the API
 * lower-cases it); each organization shows its events now, to come and past, and the first row the
 * totals over every organization that matches. Ticking one filters the page at once.
 */
export function OrgFilterDialog({ chosen, onToggle, onClear, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), ORG_SEARCH_DEBOUNCE_MS);
  const [pages, setPages] = useState({ keyword, count: 1 });
  const count = pages.keyword === keyword ? pages.count : 1;
  return (
    <Modal title={ORG_FILTER_LABELS.title} onClose={onClose} focusFirst className="ev-org-filter">
      <input
        className="cy-input"
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={ORG_FILTER_LABELS.search}
        aria-label={ORG_FILTER_LABELS.search}
        autoComplete="off"
      />
      <ul className="ev-org-filter__list" aria-label={ORG_FILTER_LABELS.counts}>
        {Array.from({ length: count }, (_, page) => (
          <OrgPage
            key={`${keyword}\u0000${page}`}
            keyword={keyword}
            page={page}
            last={page === count - 1}
            onMore={() => setPages({ keyword, count: count + 1 })}
            chosen={chosen}
            onToggle={onToggle}
          />
        ))}
      </ul>
      {chosen.length ? (
        <button type="button" className="cy-button cy-button--ghost" onClick={onClear}>
          {ORG_FILTER_LABELS.clear}
        </button>
      ) : null}
    </Modal>
  );
}
