import { EMPTY } from '../../texts/empty.js';

const titleOf = (title: string) => title || EMPTY.untitled;

/** Words of the event chip menu that the specs do not quote, so they live beside it. */
export const EVENT_MENU_LABELS = {
  actions: (title: string) => `Actions for ${titleOf(title)}`,
  confirmRemove: (title: string) => `Remove “${titleOf(title)}”? This cannot be undone.`,
} as const;
