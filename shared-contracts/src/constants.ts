/**
 * Business constants and limits of the three specs (section 9 of each). One name per number so the
 * API, the shell and every feature app agree.
 */

// Requests and toasts
/** Same value as http/api-client.ts REQUEST_TIMEOUT_MS (kept there so the client has no import cycle). */
export const REQUEST_TIMEOUT = 15_000;
export const TOAST_DURATION_MS = 5_000;
export const SCRIPT_CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * The largest id, page index or amount a request may carry: the top of a signed 32-bit INT, the
 * smallest integer column of either engine. Without a maximum, ajv coerces `1e999` to Infinity and
 * `1e300` to a float that both pass `integer` and break the SQL below (a 500 instead of a 400).
 * The schemas say so (schemas/common.ts); the forms cap what they send by it too.
 */
export const MAX_STORED_INTEGER = 2_147_483_647;

// Paging
export const EVENTS_PAGE_SIZE = 50;
export const CALENDAR_PAGE_SIZE = 999;
export const EVENTS_MAX_PAGE_SIZE = 999;
export const HOME_FEATURED_EVENTS = 3;
export const ORGS_PAGE_SIZE = 100;
export const ORG_EVENTS_PAGE_SIZE = 8;
export const ORG_MEMBERS_PAGE_SIZE = 100;
export const PROFILE_EVENTS_PAGE_SIZE = 5;
export const PROFILE_EVENTS_UNPAGED_SIZE = 100;
export const MEMBERS_PAGE_SIZE = 50;
export const USER_SEARCH_PAGE_SIZE = 100;
export const LEADERBOARD_PAGE_SIZE = 100;
export const BATTLE_DANCER_SEARCH_PAGE_SIZE = 50;
export const CREW_USER_SEARCH_PAGE_SIZE = 100;
export const INFINITE_SCROLL_DISTANCE_PX = 400;

// Debounces, delays and throttles (ms)
export const EVENT_KEYWORD_DEBOUNCE_MS = 1_200;
export const MAP_REFRESH_DEBOUNCE_MS = 750;
export const SCROLL_CHECK_THROTTLE_MS = 100;
export const CHECKIN_THROTTLE_MS = 5_000;
export const MEMBER_SEARCH_DELAY_MS = 600;
export const ORG_SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_DROPDOWN_CLOSE_MS = 300;
export const USER_SELECT_BLUR_CLEAR_MS = 300;
export const CREW_PRELIMS_TAB_ADVANCE_MS = 10_000;

// Events
export const EVENT_TITLE_MAX = 150;
/**
 * Free text the wizard saves, in characters (each fits its column: TEXT holds 65,535 bytes, so the
 * API also checks the bytes of the rich texts, which sanitising may lengthen; rules/text-column.ts).
 */
export const EVENT_DESCRIPTION_MAX = 50_000;
export const TIER_DESCRIPTION_MAX = 5_000;
export const BATTLE_DESCRIPTION_MAX = 20_000;
export const PRIZES_DESCRIPTION_MAX = 5_000;
/** The event's website and address columns (VARCHAR 500). */
export const EVENT_LINE_MAX = 500;
export const MAX_TIERS = 10;
/**
 * The most one amount of money takes, in cents ($100,000): a tier's cost, fees or taxes, a prize.
 * A ticket's total (cost + fees + taxes) then stays far below the top of an INT column.
 */
export const MONEY_MAX_CENTS = 10_000_000;
export const WIZARD_STEPS = 5;
export const WHO_IS_GOING_AVATARS = 5;
/** 'view all' of Who's going: the dancers going, a page at a time. */
export const WHO_IS_GOING_PAGE_SIZE = 50;
export const CALENDAR_EVENTS_PER_DAY_DESKTOP = 4;
export const CALENDAR_EVENTS_PER_DAY_MOBILE = 2;
export const CALENDAR_SWIPE_THRESHOLD_PX = 50;
export const FOOTER_ON_CALENDAR_MIN_WIDTH_PX = 960;
export const DEFAULT_EVENT_TIME = '12:00';
export const EVENT_IMAGE_SIZE_PX = 800;

// Map
export const MAP_DEFAULT_CENTER = { lat: 40.71, lng: -74.01 } as const;
export const MAP_DEFAULT_ZOOM = 5;
export const MAP_EMPTY_ZOOM = 1;
export const MAP_CLUSTER_GRID_SIZE = 20;
/** A card counts as visible in the map list at 60 percent. */
export const MAP_CARD_VISIBLE_RATIO = 0.6;
/** Most events one map answer lists (the nearest to the centre of the area first). */
export const MAP_MAX_EVENTS = 500;

// Battles
export const CREW_SIZE_MIN = 1;
export const CREW_SIZE_MAX = 10;
/** crewSize 10000 means unlimited. */
export const UNLIMITED = 10_000;
export const CREW_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, UNLIMITED] as const;
/** Most dancers one call names (a crew, an admin registration): as many as an unlimited crew holds. */
export const MAX_DANCERS_PER_CALL = UNLIMITED;
export const BRACKET_SIZES = [32, 16, 8, 4, 2] as const;
export const BRACKET_ROUNDS_MIN = 1;
export const BRACKET_ROUNDS_MAX = 101;
export const WINNER_PLACES = [1, 2, 4, 8, 16, 32] as const;
/** The first places that get trophy icons. */
export const TROPHY_PLACES = [1, 2] as const;
export const PRELIMS_POINTS_MIN = 1;
export const PRELIMS_POINTS_MAX = 10;
export const SPARRING_POINTS_MIN = 6;
export const SPARRING_POINTS_MAX = 10;
export const HALF_POINT = 0.5;
/** A waiver or agreement counts as signed only if its signed date's year is after this. */
export const SIGNED_DATE_MIN_YEAR_EXCLUSIVE = 2000;
export const BLURRED_PLACEHOLDER_ITEMS = 16;
/** `Notification.notificationType` of the battle notifications (see `BATTLE_NOTIFICATIONS`). */
export const BATTLE_NOTIFICATION_TYPES = {
  invitation: 'battle-invitation',
  joinRequest: 'battle-join-request',
  accepted: 'battle-accepted',
  declined: 'battle-declined',
  promoted: 'battle-waitlist-promoted',
  results: 'battle-results',
} as const;
export const PRELIMS_SORT_FIELDS = ['points', 'name', 'number'] as const;

// Accounts, profiles, organizations
export const BADGE_THRESHOLDS = [1, 10, 40, 80, 100] as const;
export const BADGE_FADED_OPACITY = 0.3;
export const IMAGE_MAX_BYTES = 10_000_000;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const LEADERBOARD_FIRST_YEAR = 2021;
/** Year option meaning 'All Years'. */
export const LEADERBOARD_ALL_YEARS = 0;
export const HEADER_SCROLL_THRESHOLD_HOME_PX = 151;
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const MODAL_DEFAULT_WIDTH_PX = 630;
export const CONFIRM_DIALOG_MAX_WIDTH_PX = 500;
export const BIRTHDAY_MAX_AGE_YEARS = 100;
/** Countries whose State field is shown and required. */
export const COUNTRIES_WITH_STATES = ['AU', 'CA', 'US'] as const;
export const COOKIE_CONSENT_NAME = 'cookie';
export const COOKIE_CONSENT_VALUE = 'accepted';
export const CODE_VERSION = '2.6.39';

// Images (px)
export const IMAGE_SIZE = {
  card: 800,
  compact: 190,
  orgSmall: 300,
  orgLarge: 1000,
  avatars: [30, 32, 42, 48, 64, 100, 200],
} as const;

/**
 * The event page's square image: the copies it offers (`srcset`) and the box it fills (`sizes`):
 * the page's full width below 800 px, then two fifths of the 1,200 px text column (less a 24 px gap)
 * beside the text. e2e/image-sizes.spec.ts holds it to the box Chromium draws. The
 * first HTML's preload (scripts/server/page-head.mjs) says the same, so it fetches the copy the page uses.
 */
export const EVENT_PAGE_IMAGE = {
  widths: [320, 480, 640, IMAGE_SIZE.card],
  sizes: '(max-width: 799px) calc(100vw - 40px), (max-width: 1239px) calc(40vw - 26px), 470px',
} as const;

/**
 * An event card's image (the grids and Home's featured events): the copies it offers, cropped to
 * 5:8, and the box it fills in the page's `cy-grid`. The grid is the page's width less its 20 px
 * gutters (1,200 px at most), in columns of at least 240 px with 16 px gaps, and the image is its
 * card less the 1 px borders: one column below 536 px, two below 792, three below 1,048, four of up
 * to 286 px beyond (Home's featured events: at most three, FEATURED_EVENT_CARD_SIZES).
 * e2e/image-sizes.spec.ts holds `sizes` to the box Chromium draws. The grid's first HTML preloads
 * its first card's copy with the same `srcset` and `sizes` (scripts/server/card-hints.mjs), so the
 * browser fetches the copy the card then shows.
 */
export const EVENT_CARD_IMAGE = {
  widths: [320, 480, IMAGE_SIZE.card],
  ratio: 0.625,
  sizes:
    '(max-width: 535px) calc(100vw - 42px), (max-width: 791px) calc(50vw - 30px), ' +
    '(max-width: 1047px) calc(33.33vw - 26px), (max-width: 1239px) calc(25vw - 24px), 286px',
} as const;

/**
 * An organization's image, by how it is shown: a list card and the organization page's header (its
 * full width on a phone, 320 px beside the text from 768 px). Square copies. The card's box: the
 * grid is the page's width less its 20 px gutters (1,200 px at most), in columns of at least 220 px
 * with 12 px gaps, and the image is its card less 12 px padding and 1 px border a side: one column
 * below 492 px, two below 724, three below 956, four below 1,188, five of up to 204 px beyond.
 * e2e/image-sizes.spec.ts holds `sizes` to the boxes Chromium draws. The first HTML of
 * /organizations and /organization/{id} preloads the largest one with the same `srcset` and `sizes`
 * (scripts/server/card-hints.mjs).
 */
export const ORG_IMAGE = {
  card: {
    px: IMAGE_SIZE.orgSmall,
    widths: [240, 300, 480, 600],
    sizes:
      '(max-width: 491px) calc(100vw - 66px), (max-width: 723px) calc(50vw - 52px), ' +
      '(max-width: 955px) calc(33.33vw - 47px), (max-width: 1187px) calc(25vw - 45px), ' +
      '(max-width: 1239px) calc(20vw - 44px), 204px',
  },
  header: {
    px: IMAGE_SIZE.orgLarge,
    widths: [320, 480, 640, 800, IMAGE_SIZE.orgLarge],
    sizes: '(max-width: 767px) calc(100vw - 40px), 320px',
  },
} as const;

/**
 * The calendar page's 'Calendar apps' section (the iCalendar feeds): its element id, so a dancer's
 * own profile can link straight to their feed (`/events/calendar#calendar-apps`).
 */
export const CALENDAR_APPS_ANCHOR = 'calendar-apps';

/** localStorage key of the profile the account acts as ('Switch profiles' writes it, the shell
 *  sends it as the caller-profile header, 'Log out' removes it). */
export const CURRENT_PROFILE_STORAGE_KEY = 'cypher.currentProfileId';

/** Cookie the shell sets while a session token is stored (the token itself stays in localStorage):
 *  it tells the composition server not to preload a page's first reads, whose signed-out answers a
 *  signed-in visitor's requests must not be given. Holds no secret. */
export const SIGNED_IN_COOKIE = 'cypher_signed_in';

/**
 * Element id of the data block in which the composition server writes what the page's request told
 * it: `{ "signedIn": boolean, "cookieConsent": boolean }` (SIGNED_IN_COOKIE, COOKIE_CONSENT_NAME).
 * The shell starts from it instead of reading `document.cookie`, a wait on the browser process
 * during the first paint; without it (the dev server's page) the shell reads the cookie.
 */
export const VISIT_DATA_ID = 'cypher-visit';

export interface VisitHint {
  signedIn: boolean;
  cookieConsent: boolean;
}

/**
 * Leaderboard points per battle place (the spec does not say how points are earned; this is our
 * table). A place is the best round reached: 1st, 2nd, Top 4 … Top 32. In a crew battle every
 * dancer of the crew earns the place's points. The API builds its SQL from this one copy.
 */
export const LEADERBOARD_POINTS: Readonly<Record<number, number>> = {
  1: 100,
  2: 70,
  4: 50,
  8: 30,
  16: 20,
  32: 10,
};
