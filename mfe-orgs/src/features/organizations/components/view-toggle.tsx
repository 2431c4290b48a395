import { LABELS } from '../../../shared/labels';

export type OrgView = 'grid' | 'list';

const VIEWS: OrgView[] = ['grid', 'list'];

/** Grid or list of one section; two pressed-state buttons so a screen reader hears which is on. */
export function ViewToggle({ section, view, onChange }: { section: string; view: OrgView; onChange: (view: OrgView) => void }) {
  return (
    <div className="cy-toggle" role="group" aria-label={LABELS.view.legend(section)}>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className="cy-toggle__button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {LABELS.view[option]}
        </button>
      ))}
    </div>
  );
}
