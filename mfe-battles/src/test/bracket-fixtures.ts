import type { BracketSide, BracketSparring, Brackets, Sparring } from '@cypher/contracts';

export const side = (id: number, name: string, randId: number | null = null): BracketSide => ({ id, name, randId });

export const sparringOf = (
  sparringId: number,
  red: BracketSide | null,
  blue: BracketSide | null,
  winner = 0,
): BracketSparring => ({
  sparringId,
  red,
  blue,
  winner,
});

export const crewsOf8 = [
  side(1, 'Rock Steady', 1),
  side(2, 'Floor Lords', 2),
  side(3, 'Top Rockers', 3),
  side(4, 'Air Force', 4),
  side(5, 'Jinjo', 5),
  side(6, 'Flow Mo', 6),
  side(7, 'Ill Abilities', 7),
  side(8, 'Squadron', 8),
];
const [a, b, c, d, e, f, g, h] = crewsOf8;

/** An 8-crew bracket of battle 12 after 'Add to bracket': every first sparring set, nothing decided. */
export function bracketOf8(extra: Partial<Brackets> = {}): Brackets {
  return {
    battleId: 12,
    bracketSize: 8,
    levels: [
      { name: 'Top 8', rounds: 1 },
      { name: 'Semi-final', rounds: 2 },
      { name: 'Final', rounds: 3 },
    ],
    left: [[sparringOf(101, a!, h!), sparringOf(102, d!, e!)], [sparringOf(105, null, null)]],
    right: [[sparringOf(103, b!, g!), sparringOf(104, c!, f!)], [sparringOf(106, null, null)]],
    final: sparringOf(107, null, null),
    status: 'brackets',
    canEdit: false,
    ...extra,
  };
}

/** A sparring of battle 12 with two rounds, two judges (7 and 8), nothing scored yet. */
export function sparringFixture(extra: Partial<Sparring> = {}): Sparring {
  const judges = [7, 8].map((id) => ({ id, avatar: null, redPoints: null, bluePoints: null }));
  return {
    sparringId: 101,
    battleId: 12,
    eventId: 4,
    status: 'open',
    levelName: 'Top 8',
    winnerId: 0,
    red: { id: 1, name: 'Rock Steady', totalPoints: 0, audiencePoints: null },
    blue: { id: 8, name: 'Squadron', totalPoints: 0, audiencePoints: null },
    rounds: [0, 1].map(() => ({ sumRedPoints: 0, sumBluePoints: 0, scores: judges })),
    extraRounds: 0,
    audienceVote: null,
    permissions: {
      canSetScore: false,
      canSetAudienceScore: false,
      competes: false,
      canAddExtra: false,
      canFinish: false,
      canSetWinner: false,
      canReset: false,
    },
    ...extra,
  };
}
