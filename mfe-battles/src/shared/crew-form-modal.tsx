import { useId, useState } from 'react';
import { routes, type Crew, type CrewMember, type UserChip } from '@cypher/contracts';
import { crewSpotsLeft } from '@cypher/contracts/rules';
import { BATTLES, ERRORS } from '@cypher/contracts/texts';
import { ConfirmDialog, UserSearch, useSessionUser } from '@cypher/contracts/react';
import { CREW_LABELS } from './crew-labels';
import { DIALOG_LABELS } from './dialog-labels';
import { LABELS } from './labels';
import { Modal } from './modal';
import { useBattleCall, useBattleContext } from './battle-context';
import { isEventStaff, pickerExclusions } from './viewer';
import { ownSignaturesMissing } from './battle-page-viewer';
import { OwnSignatures } from './own-signatures';
import { ChosenMember } from './chosen-member';

/** A member of the form: a crew member as the battle answers it, or a dancer just picked. */
export type FormMember = UserChip & Partial<Pick<CrewMember, 'checkedIn' | 'confirmed'>>;

interface Props {
  /** The crew to edit; absent to register a new one. */
  crew?: Crew;
  onClose: () => void;
}

/**
 * Register a crew ('Register Crew') or edit one ('Save edits'): its name, its dancers picked from
 * GET /users (never event staff, judges, the caller or dancers already confirmed in a crew; at most
 * crewSize), and the caller's own agreement and waiver where the organization has them.
 */
export default function CrewFormModal({ crew, onClose }: Props) {
  const { battle } = useBattleContext();
  const user = useSessionUser();
  const call = useBattleCall();
  const nameId = useId();
  const errorId = useId();
  const startWithMe = !crew && user !== null && !isEventStaff(battle);
  const [name, setName] = useState(crew?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [members, setMembers] = useState<FormMember[]>(
    crew?.participants ?? (startWithMe ? [{ id: user.id, dancerName: user.dancerName ?? LABELS.you, avatar: user.avatar }] : []),
  );
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const spotsLeft = crewSpotsLeft(battle.crewSize, members.length);
  const nameMissing = name.trim() === '';
  const includesMe = user !== null && members.some((member) => member.id === user.id);
  const valid = !nameMissing && members.length > 0 && !(includesMe && ownSignaturesMissing(battle));
  const excludeIds = [...pickerExclusions(battle), ...(user ? [user.id] : []), ...members.map((member) => member.id)];

  const add = (picked: UserChip) => {
    // The picker is disabled at the limit; a pick that still arrives beyond it is ignored (spec).
    if (crewSpotsLeft(battle.crewSize, members.length) > 0 && !members.some((member) => member.id === picked.id))
      setMembers([...members, picked]);
  };
  const remove = (id: number) => setMembers(members.filter((member) => member.id !== id));

  const save = async () => {
    setConfirming(false);
    setBusy(true);
    const body = { eventId: battle.eventId, name: name.trim(), userIds: members.map((member) => member.id) };
    const answer = crew
      ? await call(routes.crews.update, { params: { battleId: battle.id, crewId: crew.id }, body })
      : await call(routes.crews.create, { params: { battleId: battle.id }, body });
    setBusy(false);
    if (answer !== null) onClose();
  };
  const submit = () => {
    setTouched(true);
    if (!valid) return;
    if (members.length <= 1) setConfirming(true);
    else void save();
  };

  return (
    <Modal
      title={crew ? CREW_LABELS.editCrew : BATTLES.registerNewCrew}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cy-button cy-button--ghost" onClick={onClose}>
            {BATTLES.cancel}
          </button>
          <button type="button" className="cy-button cy-button--accent" disabled={!valid || busy} onClick={submit}>
            {crew ? BATTLES.saveEdits : BATTLES.registerCrew}
          </button>
        </>
      }
    >
      <div className="bt-field">
        <label htmlFor={nameId} className="cy-field__label">
          {BATTLES.crewName}
        </label>
        <input
          id={nameId}
          className="cy-input"
          value={name}
          maxLength={100}
          aria-invalid={touched && nameMissing}
          aria-describedby={touched && nameMissing ? errorId : undefined}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && nameMissing ? (
          <p id={errorId} className="bt-field__error">
            {ERRORS.crewNameRequired}
          </p>
        ) : null}
      </div>
      <UserSearch label={CREW_LABELS.addDancers} excludeIds={excludeIds} onSelect={add} disabled={spotsLeft === 0} />
      <p className="cy-muted bt-field__hint">
        {Number.isFinite(spotsLeft) ? CREW_LABELS.spotsLeft(spotsLeft) : CREW_LABELS.noLimit}
      </p>
      <ul className="bt-entries" aria-label={CREW_LABELS.chosenDancers}>
        {members.map((member) => (
          <ChosenMember
            key={member.id}
            member={member}
            removable={member.id !== user?.id || !!crew}
            onRemove={() => remove(member.id)}
          />
        ))}
      </ul>
      {includesMe ? <OwnSignatures /> : null}
      {/* The API asks an invitee for the documents when they accept, not the dancer who invites them. */}
      {includesMe && (battle.hasAgreement || battle.hasWaiver) && members.length > 1 ? (
        <p className="cy-muted bt-field__hint">{CREW_LABELS.inviteesSign}</p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={BATTLES.emptyCrewConfirm}
          confirmLabel={DIALOG_LABELS.ok}
          onConfirm={save}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Modal>
  );
}
