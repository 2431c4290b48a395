import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EventDetail } from '@cypher/contracts';
import { ConfirmDialog, usePlatform } from '@cypher/contracts/react';
import { paths } from '../../../shared/paths';
import { WIZARD_LABELS } from '../labels';
import { useEventEditing } from '../api/use-event-editing';
import { endBeforeStart, formFromEvent, updateInputOf, type EventForm } from '../event-form';
import { BattlesStep } from './battles-step';
import { CancelDialog } from './cancel-dialog';
import { DateStep } from './date-step';
import { InfoStep, infoStepBlocked } from './info-step';
import { ReviewStep } from './review-step';
import { TiersStep, tiersStepBlocked } from './tiers-step';
import { WizardDots } from './wizard-dots';

const REVIEW = 4;

/** What the event page does on arrival after publishing: show the info modal once. */
export interface EventPageArrival {
  showInfoModal?: boolean;
}

/**
 * The five steps Info, Date, Tiers, Battles, Review. An event with a title opens on Review. Each
 * Next saves the event; a step opened from Review has 'save' and 'cancel' and returns to Review.
 */
export function CreateEventWizard({ event }: { event: EventDetail }) {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { save, publish, remove } = useEventEditing(event.id);
  const [form, setForm] = useState<EventForm>(() => formFromEvent(event));
  const [step, setStep] = useState(event.title ? REVIEW : 0);
  const [fromReview, setFromReview] = useState(false);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  const isDraft = event.status === 'draft';
  const change = (patch: Partial<EventForm>) => setForm((current) => ({ ...current, ...patch }));

  const blocked =
    (step === 0 && infoStepBlocked(form)) || (step === 1 && endBeforeStart(form)) || (step === 2 && tiersStepBlocked(form));

  const run = async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  const saveForm = () => run(() => save(updateInputOf(form)));
  const openEvent = (arrival?: EventPageArrival) => navigate(paths.event(event.id), { state: arrival });

  const next = async () => {
    if (step < 3 && !(await saveForm())) return;
    if (fromReview) setFromReview(false);
    setStep(fromReview ? REVIEW : step + 1);
  };
  const edit = (target: number) => {
    setFromReview(true);
    setStep(target);
  };
  const cancelEdit = () => {
    // Leaving an edit opened from Review drops what was typed there.
    setForm(formFromEvent(event));
    setFromReview(false);
    setStep(REVIEW);
  };
  const finish = async () => {
    if (!isDraft) {
      if (await saveForm()) openEvent();
      return;
    }
    if (!form.startDate || !form.endDate) {
      platform.toast(WIZARD_LABELS.selectEventDate, 'error');
      return;
    }
    if (!(await saveForm())) return;
    if (!(await run(publish))) return;
    platform.toast(WIZARD_LABELS.eventCreated);
    openEvent({ showInfoModal: true });
  };
  const saveDraft = async () => {
    setDialog(null);
    if (await saveForm()) openEvent();
  };
  const deleteEvent = async () => {
    setDialog(null);
    if (await run(remove)) navigate(paths.events());
  };
  const cancel = () => (isDraft ? setDialog('cancel') : openEvent());

  const title = step === REVIEW ? WIZARD_LABELS.steps[REVIEW] : WIZARD_LABELS.steps[step];
  return (
    <div className="cy-page cy-page--narrow ev-wizard">
      <h1 className="cy-title">{isDraft ? WIZARD_LABELS.title : WIZARD_LABELS.editTitle}</h1>
      <WizardDots step={step} />
      <h2 className="cy-heading">{title}</h2>
      {step < REVIEW ? <p className="cy-muted">{WIZARD_LABELS.wizardRequired}</p> : null}
      {step === 0 ? <InfoStep form={form} change={change} /> : null}
      {step === 1 ? <DateStep form={form} change={change} /> : null}
      {step === 2 ? <TiersStep form={form} change={change} /> : null}
      {step === 3 ? <BattlesStep event={event} /> : null}
      {step === REVIEW ? <ReviewStep form={form} event={event} onEdit={edit} /> : null}

      <div className="ev-wizard__nav">
        {step < REVIEW && fromReview ? (
          <>
            <button type="button" className="cy-button cy-button--ghost" onClick={cancelEdit} disabled={busy}>
              {WIZARD_LABELS.saveCancel}
            </button>
            <button type="button" className="cy-button cy-button--accent" onClick={() => void next()} disabled={busy || blocked}>
              {WIZARD_LABELS.save}
            </button>
          </>
        ) : null}
        {step < REVIEW && !fromReview ? (
          <>
            <button type="button" className="cy-button cy-button--ghost" onClick={cancel} disabled={busy}>
              {WIZARD_LABELS.cancel}
            </button>
            {step > 0 ? (
              <button type="button" className="cy-button" onClick={() => setStep(step - 1)} disabled={busy}>
                {WIZARD_LABELS.back}
              </button>
            ) : null}
            <button type="button" className="cy-button cy-button--accent" onClick={() => void next()} disabled={busy || blocked}>
              {WIZARD_LABELS.next}
            </button>
          </>
        ) : null}
        {step === REVIEW ? (
          <>
            {isDraft ? (
              <>
                <button type="button" className="cy-button cy-button--ghost" onClick={() => setDialog('delete')} disabled={busy}>
                  {WIZARD_LABELS.deleteEvent}
                </button>
                <button type="button" className="cy-button" onClick={() => void saveDraft()} disabled={busy}>
                  {WIZARD_LABELS.saveDraft}
                </button>
                <button type="button" className="cy-button" onClick={() => setStep(3)} disabled={busy}>
                  {WIZARD_LABELS.back}
                </button>
              </>
            ) : null}
            <button type="button" className="cy-button cy-button--accent" onClick={() => void finish()} disabled={busy}>
              {isDraft ? WIZARD_LABELS.publishEvent : WIZARD_LABELS.done}
            </button>
          </>
        ) : null}
      </div>

      {dialog === 'cancel' ? (
        <CancelDialog onDelete={() => void deleteEvent()} onSaveDraft={() => void saveDraft()} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          text={WIZARD_LABELS.deleteConfirm}
          confirmLabel={WIZARD_LABELS.deleteEventCancel}
          onConfirm={() => void deleteEvent()}
          onCancel={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
