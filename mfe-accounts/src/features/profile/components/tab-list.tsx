import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface Props<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel element ids (unique on the page). */
  idPrefix: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

/** Ids that tie a tab to its panel (aria-controls / aria-labelledby). */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrows (and Home/End) move between tabs and select
 * them. The panel is rendered by the caller with `role="tabpanel"` and the ids above.
 */
export function TabList<T extends string>({ label, idPrefix, tabs, selected, onSelect, className = 'cy-tabs' }: Props<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    onSelect(target.id);
    refs.current.get(target.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.id)}
          aria-controls={panelId(idPrefix, tab.id)}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className="cy-tab"
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
