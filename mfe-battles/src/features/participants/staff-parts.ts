import { onDemand } from '../../shared/on-demand';

// A visitor or a dancer never draws these (seesStaffParts), so their code is not part of the battle
// page's first download; the page waits for it only for staff who see them.
const parts = onDemand(() => import('./components/staff-parts'));

export const StaffDancerActions = parts.part('StaffDancerActions');
export const StaffTools = parts.part('StaffTools');
export const useStaffPartsReady = parts.useReady;
