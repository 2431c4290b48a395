import { useRef } from 'react';
import type { PrelimsEntry, PrelimsGroup } from '@cypher/contracts';
import { JUDGE_LABELS } from '../judge-labels';
import { useDisclosure } from '../use-disclosure';
import { MoveControl } from './move-control';

/**
 * The Group route's row menu for event editors (spec §2): a toggle opening the row's actions.
 * Escape closes it and puts focus back on its button, as the app's other menus do (the shell's
 * popups, the organizations' menu button), so a keyboard editor goes on from the row.
 */
export function RowMenu({
  entry,
  from,
  groups,
  battleId,
}: {
  entry: PrelimsEntry;
  from: number;
  groups: PrelimsGroup[];
  battleId: number;
}) {
  const { open, buttonProps, panelProps } = useDisclosure();
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div
      className="bt-row-menu"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        // The toggle closes it while open: the disclosure hook is on the page's first screen,
        // which has no bytes to spare for a close of its own.
        buttonProps.onClick();
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className="cy-button cy-button--ghost cy-button--small"
        aria-label={JUDGE_LABELS.rowActions(entry.name)}
        {...buttonProps}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      <div {...panelProps} className="bt-row-menu__panel">
        {open ? (
          <MoveControl memberId={entry.id} memberName={entry.name} from={from} groups={groups} battleId={battleId} />
        ) : null}
      </div>
    </div>
  );
}
