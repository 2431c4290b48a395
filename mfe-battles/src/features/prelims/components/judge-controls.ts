// What only those who judge or run the prelims see: the judge's pad and the writes it sends (the
// offline queue), the editors' buttons, writes and 'Ready for bracketing', the group moves, the Group
// route's row menu and the tie error of the verdicts they see. One chunk, fetched on demand through ../judge-controls.ts.
export { JudgeWritesProvider } from './judge-writes-provider';
export { LoneGroupRemoval } from './lone-group-removal';
export { MoveControl } from './move-control';
export { PrelimsButtons } from './prelims-buttons';
export { ReadyAnnouncement } from './ready-announcement';
export { RowJudging } from './row-judging';
export { RowMenu } from './row-menu';
export { GoneMark, WaitingToSend } from './row-writes';
export { SameScoreNote } from './same-score-note';
