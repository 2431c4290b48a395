import { useRef, useState } from 'react';
import { routes, type EventDetail } from '@cypher/contracts';
import { crewSizeLabel } from '@cypher/contracts/rules';
import { ConfirmDialog, usePlatform } from '@cypher/contracts/react';
import { LABELS } from '../../../shared/labels';
import { WIZARD_LABELS } from '../labels';
import { useEventEditing } from '../api/use-event-editing';
import { BattleEditor } from './battle-editor';

/** Battles: 'Add' creates an empty battle and opens its editor; each battle can be edited or deleted. */
export function BattlesStep({ event }: { event: EventDetail }) {
  const { api, toast } = usePlatform();
  const { addBattle, reload } = useEventEditing(event.id);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const add = async () => {
    returnFocus.current = document.activeElement as HTMLElement | null;
    setBusy(true);
    const battle = await addBattle();
    setBusy(false);
    if (battle) setEditing(battle.id);
    else toast(WIZARD_LABELS.stepFailed, 'error');
  };
  const remove = async (id: number) => {
    setDeleting(null);
    await api.call(routes.battles.remove, { params: { id } });
    await reload();
  };
  const close = async () => {
    setEditing(null);
    await reload();
    returnFocus.current?.focus();
  };
  const battleTitle = (title: string) => title || LABELS.untitled;

  return (
    <div className="ev-wizard__fields">
      {event.battles.length ? (
        <ul className="cy-list ev-wizard__battles">
          {event.battles.map((battle) => (
            <li key={battle.id} className="ev-wizard__battle">
              <span className="ev-wizard__battle-name">
                {battleTitle(battle.title)} <span className="cy-muted">{crewSizeLabel(battle.crewSize)}</span>
              </span>
              <button
                type="button"
                className="cy-button cy-button--small"
                onClick={(click) => {
                  returnFocus.current = click.currentTarget;
                  setEditing(battle.id);
                }}
              >
                {WIZARD_LABELS.editBattle(battleTitle(battle.title))}
              </button>
              <button
                type="button"
                className="cy-button cy-button--ghost cy-button--small"
                onClick={(click) => {
                  returnFocus.current = click.currentTarget;
                  setDeleting(battle.id);
                }}
              >
                {WIZARD_LABELS.deleteBattle(battleTitle(battle.title))}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="cy-muted">{WIZARD_LABELS.noBattles}</p>
      )}
      <button type="button" className="cy-button" onClick={() => void add()} disabled={busy}>
        {WIZARD_LABELS.addBattle}
      </button>
      {editing !== null ? <BattleEditor battleId={editing} onClose={() => void close()} /> : null}
      {deleting !== null ? (
        <ConfirmDialog
          text={WIZARD_LABELS.deleteBattleConfirm}
          confirmLabel={WIZARD_LABELS.deleteBattle(battleTitle(event.battles.find((b) => b.id === deleting)?.title ?? ''))}
          onConfirm={() => void remove(deleting)}
          onCancel={() => {
            setDeleting(null);
            returnFocus.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
