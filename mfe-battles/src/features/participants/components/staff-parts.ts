// What event staff see above and on the lists of who takes part: the staff tools (CSV, register
// others) and each 1 vs 1 dancer's documents and actions. One chunk, fetched on demand through ../staff-parts.ts.
export { StaffDancerActions } from './staff-dancer-actions';
export { StaffTools } from './staff-tools';
