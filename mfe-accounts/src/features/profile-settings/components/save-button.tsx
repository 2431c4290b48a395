import { SETTINGS_LABELS } from '../settings-labels';

/** The submit button of a settings form; busy while the save is on its way. */
export function SaveButton({ saving, label = SETTINGS_LABELS.save }: { saving: boolean; label?: string }) {
  return (
    <button
      type="submit"
      className="cy-button cy-button--accent ac-settings__save"
      disabled={saving}
      aria-busy={saving || undefined}
    >
      {saving ? SETTINGS_LABELS.saving : label}
    </button>
  );
}
