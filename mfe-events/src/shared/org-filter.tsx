import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LABELS } from './labels';
import { orgIdsParam, parseOrgIds, toggleOrgId } from './org-filter-ids';

// The dialog and its list load when it is first opened, not with the page.
const OrgFilterDialog = lazy(() => import('./org-filter-dialog').then((module) => ({ default: module.OrgFilterDialog })));

/**
 * The organization filter of the events page: a button that opens the dialog and says how many are
 * chosen. The choice lives in the address (`?o=3,7`), which the grid, map and calendar read, so a
 * shared link and the view links keep it.
 */
export function OrgFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = parseOrgIds(searchParams.get('o'));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const choose = (ids: number[]) => {
    const next = new URLSearchParams(searchParams);
    const value = orgIdsParam(ids);
    if (value) next.set('o', value);
    else next.delete('o');
    setSearchParams(next, { replace: true });
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={
          chosen.length
            ? 'cy-button ev-org-filter__open ev-org-filter__open--on'
            : 'cy-button cy-button--ghost ev-org-filter__open'
        }
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {chosen.length ? LABELS.orgFilter.openWithCount(chosen.length) : LABELS.orgFilter.open}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <OrgFilterDialog
            chosen={chosen}
            onToggle={(id) => choose(toggleOrgId(chosen, id))}
            onClear={() => choose([])}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
