import type { Sparring } from '@cypher/contracts';
import { onDemand } from '../../shared/on-demand';
import { hostActionsShown, withoutPoints } from './sparring-rules';

// A spectator's sparring never draws these (unless the judges tied: the note that the host must
// add a round), so their code is not part of the page's first download; the page waits for it
// only for a viewer who gets them.
const controls = onDemand(() => import('./components/sparring-controls'));

export const JudgePanel = controls.part('JudgePanel');
export const SparringActions = controls.part('SparringActions');
export const WinnerPicker = controls.part('WinnerPicker');
export const useSparringControlsReady = controls.useReady;

/** A judge scores while the sparring is not finished. */
export const judgesSparring = ({ permissions, status }: Sparring, userId: number | null) =>
  permissions.canSetScore && userId !== null && status !== 'finished';

/** An admin picks the winner of a sparring nobody scored. */
export const picksWinner = (sparring: Sparring) =>
  sparring.permissions.canSetWinner && sparring.status !== 'finished' && withoutPoints(sparring);

/** Whether the viewer gets any of these controls, so the page waits for them before it shows. */
export const usesSparringControls = (sparring: Sparring, userId: number | null) =>
  judgesSparring(sparring, userId) || picksWinner(sparring) || hostActionsShown(sparring);
