import { useId, useState } from 'react';

/**
 * A show/hide toggle (breakdown, group members, row menu): the button's aria-expanded and
 * aria-controls, and the panel's id and hidden flag. `forcedOpen` keeps it open (a search).
 */
export function useDisclosure(forcedOpen = false) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const expanded = open || forcedOpen;
  return {
    open: expanded,
    buttonProps: { 'aria-expanded': expanded, 'aria-controls': panelId, onClick: () => setOpen(!open) },
    panelProps: { id: panelId, hidden: !expanded },
  };
}
