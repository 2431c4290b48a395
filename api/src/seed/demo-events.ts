/**
 * The demo calendar, relative to the moment of seeding: two events happening now (started
 * yesterday, end tomorrow), five to come, five past, one draft. Tier costs are cents.
 */
export interface DemoEvent {
  title: string;
  /** Index into ORGANIZATIONS, or null for an event of the product itself. */
  org: number | null;
  venue: string;
  /** Days from the seed moment's UTC date to the start (12:00 on the venue clock); -1: began yesterday, ends tomorrow. */
  startInDays: number;
  lengthDays: number;
  tiers: { title: string; cost: number; fees: number; taxes: number }[];
  /** Crew size of the second battle (1 vs 1 always exists); null for none. */
  crewBattle: 2 | 3 | null;
  status: 'published' | 'draft';
}

const free = [{ title: 'Free entry', cost: 0, fees: 0, taxes: 0 }];

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Bronx Winter Jam',
    org: 0,
    venue: 'bronx',
    startInDays: -1,
    lengthDays: 2,
    tiers: [
      { title: 'General', cost: 1500, fees: 150, taxes: 120 },
      { title: 'VIP', cost: 4000, fees: 300, taxes: 320 },
    ],
    crewBattle: 3,
    status: 'published',
  },
  {
    title: 'South Bank Sessions',
    org: 2,
    venue: 'london',
    startInDays: -1,
    lengthDays: 2,
    tiers: free,
    crewBattle: 2,
    status: 'published',
  },
  {
    title: 'West Coast Freeze Open',
    org: 1,
    venue: 'losAngeles',
    startInDays: 12,
    lengthDays: 1,
    tiers: [{ title: 'Competitor', cost: 2000, fees: 200, taxes: 0 }],
    crewBattle: 2,
    status: 'published',
  },
  {
    title: 'Tempodrom Throwdown',
    org: 4,
    venue: 'berlin',
    startInDays: 25,
    lengthDays: 2,
    tiers: [
      { title: 'Spectator', cost: 1000, fees: 100, taxes: 190 },
      { title: 'Competitor', cost: 2500, fees: 100, taxes: 475 },
    ],
    crewBattle: 3,
    status: 'published',
  },
  {
    title: 'Shibuya Footwork Fest',
    org: 5,
    venue: 'tokyo',
    startInDays: 40,
    lengthDays: 1,
    tiers: free,
    crewBattle: 2,
    status: 'published',
  },
  {
    title: 'Harbourfront Cypher',
    org: null,
    venue: 'toronto',
    startInDays: 60,
    lengthDays: 1,
    tiers: free,
    crewBattle: null,
    status: 'published',
  },
  {
    title: 'Paris Top Rock Battle',
    org: 3,
    venue: 'paris',
    startInDays: 90,
    lengthDays: 2,
    tiers: [
      { title: 'Prévente', cost: 1200, fees: 0, taxes: 0 },
      { title: 'Sur place', cost: 3000, fees: 0, taxes: 0 },
    ],
    crewBattle: 3,
    status: 'published',
  },
  {
    title: 'Brooklyn Summer Cypher',
    org: 0,
    venue: 'brooklyn',
    startInDays: -30,
    lengthDays: 1,
    tiers: free,
    crewBattle: 2,
    status: 'published',
  },
  {
    title: 'Millennium Park Jam',
    org: 1,
    venue: 'chicago',
    startInDays: -60,
    lengthDays: 1,
    tiers: [{ title: 'General', cost: 1500, fees: 150, taxes: 0 }],
    crewBattle: null,
    status: 'published',
  },
  {
    title: 'La Villette Classic',
    org: 3,
    venue: 'paris',
    startInDays: -120,
    lengthDays: 2,
    tiers: [
      { title: 'Journée', cost: 2000, fees: 0, taxes: 0 },
      { title: 'Week-end', cost: 4500, fees: 0, taxes: 0 },
    ],
    crewBattle: 3,
    status: 'published',
  },
  {
    title: 'Melkweg Breaks',
    org: 4,
    venue: 'amsterdam',
    startInDays: -200,
    lengthDays: 1,
    tiers: [{ title: 'Entry', cost: 1000, fees: 50, taxes: 0 }],
    crewBattle: 2,
    status: 'published',
  },
  {
    title: 'Seoul Spin Off',
    org: 5,
    venue: 'seoul',
    startInDays: -300,
    lengthDays: 1,
    tiers: [{ title: 'General', cost: 2500, fees: 0, taxes: 250 }],
    crewBattle: 2,
    status: 'published',
  },
  { title: '', org: 2, venue: 'london', startInDays: 120, lengthDays: 1, tiers: free, crewBattle: null, status: 'draft' },
];

export const CREW_NAMES = [
  'Concrete Kings',
  'Floor Lords',
  'Rhythm Riot',
  'Gravity Gang',
  'Spin Syndicate',
  'Break Mechanics',
  'Funk Fusion',
  'Urban Orbit',
  'Power Move Posse',
  'Top Rock Tribe',
  'Freeze Frame Fam',
  'Cardboard Kings',
];
