import { PROFILE_LABELS } from '../../../shared/profile-labels';

interface Props {
  /** Page index from 0. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / numbered / next page buttons; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i);
  return (
    <nav className="ac-pagination" aria-label={PROFILE_LABELS.pagination}>
      <button type="button" className="cy-button cy-button--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {PROFILE_LABELS.previousPage}
      </button>
      <ol className="ac-pagination__pages">
        {pages.map((i) => (
          <li key={i}>
            <button
              type="button"
              className="cy-button cy-button--small"
              aria-label={PROFILE_LABELS.page(i + 1)}
              aria-current={i === page ? 'page' : undefined}
              onClick={() => onPage(i)}
            >
              {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="cy-button cy-button--small"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        {PROFILE_LABELS.nextPage}
      </button>
    </nav>
  );
}
