/**
 * The event chip menu of the organization's and the profile's event tabs (spec: "Event status in
 * organization/profile lists"). A module of its own so the profile's menu does not carry the
 * organization pages' words; ORGANIZATIONS reuses it.
 */
export const EVENT_MENU = {
  publishEvent: 'Publish event',
  removeEvent: 'Remove event',
} as const;
