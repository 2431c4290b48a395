// Element ids the prelims scroll to (use-bracket-watch), apart from the components that carry them
// so that watching does not import the editors' buttons (loaded on demand).

/** The element id of a row, for scrolling to a tie. */
export const entryElementId = (id: number) => `bt-prelims-entry-${id}`;

/** The element id of 'Add to bracket', for scrolling to it once the bracket is ready. */
export const ADD_TO_BRACKET_ID = 'bt-prelims-add-to-bracket';

/** Brings an element of the prelims into view (a tie, 'Add to bracket'), smoothly, centred. */
export const scrollToElement = (id: string) =>
  document.getElementById(id)?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
