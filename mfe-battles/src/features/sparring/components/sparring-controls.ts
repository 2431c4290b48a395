// What only a judge, the host or an admin sees of a sparring: the judge's pads and their offline
// queue, the host's buttons (or the tie-breaker note), the winner picker. One chunk, fetched on
// demand through ../sparring-controls.ts.
export { JudgePanel } from './judge-panel';
export { SparringActions } from './sparring-actions';
export { WinnerPicker } from './winner-picker';
