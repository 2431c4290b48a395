// What only those who judge or run the prelims see: the judge's pad, the editors' buttons, the
// group moves and the Group route's row menu. One chunk, fetched on demand through ../judge-controls.ts.
export { MoveControl } from './move-control';
export { PrelimsButtons } from './prelims-buttons';
export { RowJudging } from './row-judging';
export { RowMenu } from './row-menu';
