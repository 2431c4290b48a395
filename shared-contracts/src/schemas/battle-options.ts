import { Type, type Static } from '@sinclair/typebox';

/** 1 = 1 vs 1, 2..10 = crews of that size, 10000 = unlimited. */
export const CrewSize = Type.Integer({ minimum: 1, maximum: 10000 });

export const BattleStyle = Type.Union([Type.Literal('classic'), Type.Literal('bracket')]);
export type BattleStyle = Static<typeof BattleStyle>;

export const ParticipationCapType = Type.Union([Type.Literal('none'), Type.Literal('registration'), Type.Literal('checkIn')]);
export type ParticipationCapType = Static<typeof ParticipationCapType>;

export const BattleStatus = Type.Union([
  Type.Literal('registration'),
  Type.Literal('prelims'),
  Type.Literal('prelims-finished'),
  Type.Literal('brackets'),
  Type.Literal('finished'),
]);
export type BattleStatus = Static<typeof BattleStatus>;

export const BracketSize = Type.Union([Type.Literal(32), Type.Literal(16), Type.Literal(8), Type.Literal(4), Type.Literal(2)]);
export type BracketSize = Static<typeof BracketSize>;

export const BracketLevel = Type.Object(
  { name: Type.String(), rounds: Type.Integer({ minimum: 1, maximum: 101 }) },
  { additionalProperties: false },
);
export type BracketLevel = Static<typeof BracketLevel>;

/** Prelims: solo uses round 0, crews rounds 1..crewSize. */
export const PassStatus = Type.Union([Type.Literal('passed'), Type.Literal('sameScore')]);
export type PassStatus = Static<typeof PassStatus>;

/** Winner places: 1st, 2nd, Top 4 … Top 32. */
export const Place = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(4),
  Type.Literal(8),
  Type.Literal(16),
  Type.Literal(32),
]);
export type Place = Static<typeof Place>;

export const BattleRole = Type.Literal('judge');
export type BattleRole = Static<typeof BattleRole>;
