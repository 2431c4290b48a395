import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Organization, OrgRole } from '@cypher/contracts';
import { ORGANIZATIONS } from '@cypher/contracts/texts';
import { RolePicker } from '../../shared/role-picker';
import { LABELS } from '../../shared/labels';
import { paths } from '../../shared/paths';
import { useOrganizationActions } from '../../shared/use-organization';
import { InfoStep } from './info-step';
import { WizardProgress } from './wizard-progress';

const LAST_STEP = LABELS.wizard.steps.length - 1;

/**
 * Three steps: info (image and name), admins, promoters. Info is saved when leaving step 1; admins
 * and promoters are saved as they are picked. The last button publishes a draft ('Publish') and
 * then opens the organization; for a published one it reads 'Done' and just opens it.
 */
export function CreateOrganizationWizard({ org }: { org: Organization }) {
  const navigate = useNavigate();
  const { save, addRole, removeRole } = useOrganizationActions(org.id);
  const [step, setStep] = useState(0);
  const [name, setName] = useState(org.name);
  const [image, setImage] = useState(org.image);
  const [busy, setBusy] = useState(false);
  const named = name.trim().length > 0;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    return result;
  };
  const next = async () => {
    if (step === 0) {
      const saved = await run(() => save({ name: name.trim(), image }));
      if (!saved) return;
    }
    if (step < LAST_STEP) {
      setStep(step + 1);
      return;
    }
    if (org.status === 'draft') {
      const published = await run(() => save({ status: 'published' }));
      if (!published) return;
    }
    navigate(paths.organization(org.id));
  };
  const picker = (role: OrgRole, label: string) => (
    <RolePicker
      org={org}
      role={role}
      label={label}
      onAdd={(user) => void addRole(user.id, role)}
      onRemove={(user) => void removeRole(user.id, role)}
    />
  );

  return (
    <div className="cy-page og-wizard">
      <h1 className="cy-title">{LABELS.wizard.title}</h1>
      <WizardProgress step={step} />
      <h2 className="og-wizard__step-title">{LABELS.wizard.steps[step]}</h2>
      {step === 0 ? <InfoStep name={name} image={image} onName={setName} onImage={setImage} /> : null}
      {step === 1 ? picker('admin', LABELS.wizard.addAdmin) : null}
      {step === 2 ? picker('promoter', LABELS.wizard.addPromoter) : null}
      <div className="og-wizard__nav">
        {step > 0 ? (
          <button type="button" className="cy-button cy-button--ghost" onClick={() => setStep(step - 1)} disabled={busy}>
            {LABELS.wizard.back}
          </button>
        ) : null}
        <button
          type="button"
          className="cy-button cy-button--accent"
          onClick={() => void next()}
          disabled={busy || (step === 0 && !named)}
        >
          {step < LAST_STEP ? LABELS.wizard.next : org.status === 'draft' ? ORGANIZATIONS.publish : ORGANIZATIONS.done}
        </button>
      </div>
    </div>
  );
}
