import { lazy, Suspense, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ORG_FILTER_LABELS } from './org-filter-labels';
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
  const inAddress = searchParams.get('o');
  // The router moves to the new address in a transition: until it has, the ticked box shows the
  // choice at once (a controlled checkbox would otherwise spring back for a moment).
  const [pending, setPending] = useState<{ ids: number[]; over: string | null } | null>(null);
  const caughtUp = pending !== null && pending.over !== inAddress;
  if (caughtUp) setPending(null);
  const chosen = pending && !caughtUp ? pending.ids : parseOrgIds(inAddress);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const choose = (ids: number[]) => {
    setPending({ ids, over: inAddress });
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
        {chosen.length ? ORG_FILTER_LABELS.openWithCount(chosen.length) : ORG_FILTER_LABELS.open}
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
