import type { ComponentProps } from 'react';
import type { Battle, PrelimsResult } from '@cypher/contracts';
import { onDemand } from '../../shared/on-demand';

// A spectator's prelims never render these, so their code is not part of the page's first download.
const controls = onDemand(() => import('./components/judge-controls'));

export const RowJudging = controls.part('RowJudging');
export const MoveControl = controls.part('MoveControl');
export const RowMenu = controls.part('RowMenu');
export const JudgeWritesProvider = controls.part('JudgeWritesProvider');
export const LoneGroupRemoval = controls.part('LoneGroupRemoval');
export const ReadyAnnouncement = controls.part('ReadyAnnouncement');
export const SameScoreNote = controls.part('SameScoreNote');
export const GoneMark = controls.part('GoneMark');
export const WaitingToSend = controls.part('WaitingToSend');
const LoadedPrelimsButtons = controls.part('PrelimsButtons');

/** Randomize, Add to bracket, Undo bracket and the reason they are blocked: for those who run the prelims. */
const runsPrelims = ({ permissions }: PrelimsResult) =>
  permissions.canFinishPrelims || permissions.canUndoBrackets || permissions.error !== null;

/** The editors' buttons; nothing (and no download) for anyone else. */
export function PrelimsButtons(props: ComponentProps<typeof LoadedPrelimsButtons>) {
  return runsPrelims(props.prelims) ? <LoadedPrelimsButtons {...props} /> : null;
}

/** Whether the viewer gets any of these controls, so the page waits for them before it shows. */
export function usesJudgeControls(battle: Battle, prelims: PrelimsResult): boolean {
  return makesJudgeWrites(prelims) || runsPrelims(prelims) || battle.event.canEdit || battle.canEdit;
}

/** A judge scores, event staff mark rows gone: their writes go through the offline queue. */
export const makesJudgeWrites = ({ permissions }: PrelimsResult) => permissions.canJudge || permissions.canSetGone;

export const useJudgeControlsReady = controls.useReady;
