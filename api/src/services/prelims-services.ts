import type { Knex } from 'knex';
import type { Repositories } from '../repositories/index.js';
import type { BattleViewerOf } from './battle-viewer.js';
import type { AnnounceBattleChange } from '../live/index.js';
import { createPrelimsFinishService } from './prelims-finish.js';
import { createPrelimsGroupsService } from './prelims-groups.js';
import { createPrelimsJudgingService } from './prelims-judging.js';
import { createPrelimsViewService } from './prelims-view.js';
import { createPrelimsWrites } from './prelims-writes.js';

/** Judging day's preliminaries: the read, judges' scores, gone marks, groups, randomize and 'Add to bracket'. */
export function createPrelimsServices(
  repos: Repositories,
  deps: {
    db: Knex;
    now: () => Date;
    viewerOf: BattleViewerOf;
    announceBattleChange: AnnounceBattleChange;
    random?: () => number;
  },
) {
  const random = deps.random ?? Math.random;
  const prelims = createPrelimsViewService(repos, deps);
  const write = createPrelimsWrites({ ...deps, view: prelims });
  return {
    prelims,
    prelimsJudging: createPrelimsJudgingService({ write }),
    prelimsGroups: createPrelimsGroupsService({ write, random }),
    prelimsFinish: createPrelimsFinishService({ write, random }),
  };
}
