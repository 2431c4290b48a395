import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

export interface MenuAction {
  label: string;
  onSelect: () => void;
}

interface Props {
  label: string;
  actions: MenuAction[];
  className?: string;
  /** The button: focus comes back to it when the menu closes, and after a dialog an action opened. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter/Space/ArrowDown open it on the first
 * item, arrows move, Escape or Tab close it and focus returns to the button.
 */
export function MenuButton({ label, actions, className = '', buttonRef: button }: Props) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const items = useRef<Array<HTMLButtonElement | null>>([]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((active + 1) % actions.length);
    else if (event.key === 'ArrowUp') setActive((active - 1 + actions.length) % actions.length);
    else if (event.key === 'Home') setActive(0);
    else if (event.key === 'End') setActive(actions.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className={`cy-menu ${className}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="cy-menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          setActive(0);
          setOpen(!open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setActive(0);
            setOpen(true);
          }
        }}
      >
        ⋮
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className="cy-menu__list" onKeyDown={onMenuKey}>
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                items.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className="cy-menu__item"
              onClick={() => {
                close();
                action.onSelect();
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
