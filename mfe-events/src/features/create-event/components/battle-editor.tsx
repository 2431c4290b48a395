import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BATTLE_DESCRIPTION_MAX, routes, type Battle } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { BATTLE_EDITOR_LABELS } from '../labels';
import { battleFormBlocked, battleFormOf, battleUpdateOf, type BattleForm } from '../battle-form';
import { BattleBasics } from './battle-basics';
import { BattleJudging } from './battle-judging';
import { BattleJudges } from './battle-judges';
import { BattlePrizes } from './battle-prizes';
import { RichTextField } from './rich-text-field';

interface Props {
  battleId: number;
  onClose: (saved: boolean) => void;
}

/** The full battle editor in a dialog: loads GET /battles/{id}, saves with PUT (judges right away by role). */
export function BattleEditor({ battleId, onClose }: Props) {
  const platform = usePlatform();
  const [battle, setBattle] = useState<Battle | null>(null);
  const [form, setForm] = useState<BattleForm | null>(null);
  const [busy, setBusy] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    void platform.api.call(routes.battles.get, { params: { id: battleId } }).then((answer) => {
      if (!live) return;
      if (!answer) {
        platform.toast(BATTLE_EDITOR_LABELS.battleSaveFailed, 'error');
        onClose(false);
        return;
      }
      setBattle(answer);
      setForm(battleFormOf(answer));
    });
    return () => {
      live = false;
    };
    // Loaded once per battle; onClose is the parent's and may change identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [battleId, platform]);

  const loaded = form !== null;
  useEffect(() => dialog.current?.focus(), [loaded]);

  const change = (patch: Partial<BattleForm>) => setForm((current) => (current ? { ...current, ...patch } : current));
  const save = async () => {
    if (!form) return;
    setBusy(true);
    const input = { params: { id: battleId }, body: battleUpdateOf(form) };
    // attempt: the spec's own failure text is shown instead of the server's.
    const saved = platform.api.attempt
      ? (await platform.api.attempt(routes.battles.update, input)).ok
      : (await platform.api.call(routes.battles.update, input)) !== null;
    setBusy(false);
    // Spec: a failed save says so and the dialog closes.
    if (!saved) platform.toast(BATTLE_EDITOR_LABELS.battleSaveFailed, 'error');
    onClose(saved);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose(false);
  };

  return (
    <div className="cy-dialog__backdrop">
      <div
        ref={dialog}
        className="cy-dialog ev-battle-editor"
        role="dialog"
        aria-modal="true"
        aria-label={BATTLE_EDITOR_LABELS.title}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 className="cy-heading">{BATTLE_EDITOR_LABELS.title}</h2>
        {form && battle ? (
          <form
            className="ev-wizard__fields"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <BattleBasics form={form} change={change} />
            <RichTextField
              label={BATTLE_EDITOR_LABELS.description}
              value={form.description}
              max={BATTLE_DESCRIPTION_MAX}
              onChange={(description) => change({ description })}
            />
            <BattleJudging form={form} change={change} setForm={setForm} />
            <BattleJudges battle={battle} onChange={setBattle} />
            <BattlePrizes form={form} change={change} />
            <div className="cy-dialog__actions">
              <button type="button" className="cy-button cy-button--ghost" onClick={() => onClose(false)}>
                {BATTLE_EDITOR_LABELS.cancel}
              </button>
              <button type="submit" className="cy-button cy-button--accent" disabled={busy || battleFormBlocked(form)}>
                {BATTLE_EDITOR_LABELS.update}
              </button>
            </div>
          </form>
        ) : (
          <p aria-busy="true">{BATTLE_EDITOR_LABELS.loading}</p>
        )}
      </div>
    </div>
  );
}
