import { Type, type Static } from '@sinclair/typebox';
import { entity, Id, Count } from './common.js';
import { OrgChip } from './chips.js';
import { CrewSize } from './battle-options.js';

/** A battle as a chip on its event page. */
export const BattleChip = entity('BattleChip', {
  id: Id,
  title: Type.String(),
  crewSize: CrewSize,
  isRegistered: Type.Boolean(),
  isLimitExceeded: Type.Boolean(),
  /** The participation cap; 0 when there is none. */
  limit: Count,
  orgChip: OrgChip,
});
export type BattleChip = Static<typeof BattleChip>;
