import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../../../shared/use-media-query';
import { LABELS } from '../../../shared/labels';
import { TAB_BAR_ID, type OrgTab } from '../../../shared/paths';

export interface TabItem {
  id: OrgTab;
  label: string;
  panel: () => ReactNode;
}

interface Props {
  tabs: TabItem[];
  /** The open tab; null only in the accordion, when every section is closed. */
  selected: OrgTab | null;
  onSelect: (tab: OrgTab | null) => void;
}

/**
 * The organization's sections: a tab bar (WAI-ARIA tabs: arrows, Home, End) from 768 px, an
 * accordion below it. Only the open section's panel is rendered, so it alone asks for its data.
 */
export function OrgTabs(props: Props) {
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  return small ? <OrgAccordion {...props} /> : <OrgTabBar {...props} />;
}

function OrgTabBar({ tabs, selected, onSelect }: Props) {
  const base = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const index = tabs.indexOf(current);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    buttons.current[next]?.focus();
  };

  return (
    <div className="og-tabs">
      <div id={TAB_BAR_ID} className="cy-tabs og-tabs__bar" role="tablist" aria-label={LABELS.page.tabs} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[i] = element;
            }}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="cy-tab og-tab"
            aria-selected={tab === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel-${current.id}`}
        className="og-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${base}-tab-${current.id}`}
        tabIndex={0}
      >
        {current.panel()}
      </div>
    </div>
  );
}

function OrgAccordion({ tabs, selected, onSelect }: Props) {
  const base = useId();
  return (
    <div id={TAB_BAR_ID} className="og-accordion">
      {tabs.map((tab) => {
        const open = tab.id === selected;
        return (
          <section key={tab.id} className="og-accordion__section">
            <h2 className="og-accordion__heading">
              <button
                id={`${base}-head-${tab.id}`}
                type="button"
                className="og-accordion__toggle"
                aria-expanded={open}
                aria-controls={`${base}-body-${tab.id}`}
                onClick={() => onSelect(open ? null : tab.id)}
              >
                {tab.label}
              </button>
            </h2>
            <div
              id={`${base}-body-${tab.id}`}
              role="region"
              aria-labelledby={`${base}-head-${tab.id}`}
              className="og-accordion__body"
              hidden={!open}
            >
              {open ? tab.panel() : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
