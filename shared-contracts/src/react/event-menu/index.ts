// @cypher/contracts/react/event-menu — the chip menu of an event in the organization's and the
// profile's event tabs: 'Publish event' on a draft, 'Remove event' after a confirmation. Only those
// two pages draw it, and only to editors, so it is an entry of its own that the two areas bundle
// (not the shared kit, which every page downloads), and its code is a chunk fetched when a menu is
// first drawn (lazyPart); the page carries only the stand-in.
export { EventMenu, type EventMenuProps } from './event-menu.js';
