import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { ERRORS, ONBOARDING } from '@cypher/contracts/texts';
import { AUTH_LABELS } from '../../../shared/auth-labels';
import { ONBOARDING_LABELS } from '../../../shared/onboarding-labels';
import { lazyPart, usePlatform } from '@cypher/contracts/react';
import { afterOnboarding } from '../after-onboarding';
import { useSaveOnboarding, type OnboardingMode } from '../api/use-save-onboarding';
import {
  EMPTY_ONBOARDING,
  ONBOARDING_STEPS,
  validateStep,
  type OnboardingErrors,
  type OnboardingStep,
  type OnboardingValues,
} from '../onboarding-values';
import { CountrySelect } from '../../../shared/country-select';
import { LocationStep } from '../steps/location-step';
import { BirthdayStep, DancerNameStep, FullNameStep } from '../steps/name-steps';
import type { StepProps } from '../steps/step-props';
import { ProgressDots } from './progress-dots';

// The image steps (and the card preview, which names the country) are fetched when they open.
const loadImageSteps = () => import('../steps/image-steps');
const AvatarStep = lazyPart<StepProps>(loadImageSteps, 'AvatarStep', StepStandIn);
const CardStep = lazyPart<StepProps>(loadImageSteps, 'CardStep', StepStandIn);

/** Per step: its heading, what it draws, and the code to fetch before it opens (see `next`). */
const STEPS: Record<OnboardingStep, { heading: string; Step: ComponentType<StepProps>; preload?: () => Promise<unknown> }> = {
  fullName: { heading: ONBOARDING.fullNameHeading, Step: FullNameStep },
  dancerName: { heading: ONBOARDING.dancerNameHeading, Step: DancerNameStep },
  birthday: { heading: ONBOARDING.birthdayHeading, Step: BirthdayStep },
  location: { heading: ONBOARDING_LABELS.locationHeading, Step: LocationStep, preload: CountrySelect.preload },
  avatar: { heading: ONBOARDING.avatarHeading, Step: AvatarStep, preload: AvatarStep.preload },
  card: { heading: ONBOARDING_LABELS.cardHeading, Step: CardStep, preload: CardStep.preload },
};

/** Only seen if a step's code is slow to arrive (it is fetched before the step opens). */
function StepStandIn() {
  return (
    <p className="ac-form__hint" role="status">
      {AUTH_LABELS.working}
    </p>
  );
}

export interface OnboardingFormProps {
  mode: OnboardingMode;
  redirect: string | null;
}

/**
 * The six onboarding steps in order, each checked before the next; the last ('create profile')
 * saves. Enter in a field is Next. Used by sign-up and, in add mode, by /create-other-profile.
 */
export function OnboardingForm({ mode, redirect }: OnboardingFormProps) {
  const platform = usePlatform();
  const save = useSaveOnboarding(mode, redirect);
  const [values, setValues] = useState<OnboardingValues>(EMPTY_ONBOARDING);
  const [errors, setErrors] = useState<OnboardingErrors>({});
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const step = ONBOARDING_STEPS[index]!;
  const last = index === ONBOARDING_STEPS.length - 1;
  const { heading, Step } = STEPS[step];

  // A new step starts at its first field, so keyboard and screen-reader users land in it.
  useEffect(() => {
    fieldset.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), button')?.focus();
  }, [index]);

  function change(patch: Partial<OnboardingValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof OnboardingValues];
      return next;
    });
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!last) {
      // A step whose code comes on demand opens once it is here, so it starts at its first field.
      const { preload } = STEPS[ONBOARDING_STEPS[index + 1]!];
      if (preload) await preload();
      return setIndex(index + 1);
    }
    setBusy(true);
    setFailed(false);
    const saved = await save(values);
    if (!saved) {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form className="ac-form ac-onboarding" onSubmit={next} noValidate aria-busy={busy || undefined}>
      <fieldset ref={fieldset} className="ac-onboarding__step">
        <legend className="ac-onboarding__heading">{heading}</legend>
        <Step values={values} errors={errors} change={change} />
      </fieldset>
      <ProgressDots current={index} total={ONBOARDING_STEPS.length} />
      {failed ? (
        <p className="ac-form__error" role="alert">
          {ERRORS.somethingWentWrong}
        </p>
      ) : null}
      <div className="ac-onboarding__actions">
        {/* Spec: every step has Back; on the first it returns to where sign-up began (the redirect, or Home). */}
        <button
          type="button"
          className="cy-button cy-button--ghost"
          onClick={() => (index > 0 ? setIndex(index - 1) : platform.navigate(afterOnboarding(redirect)))}
          disabled={busy}
        >
          {ONBOARDING_LABELS.back}
        </button>
        <button type="submit" className="cy-button cy-button--accent" disabled={busy}>
          {busy ? AUTH_LABELS.working : last ? ONBOARDING.createProfile : ONBOARDING_LABELS.next}
        </button>
      </div>
    </form>
  );
}
