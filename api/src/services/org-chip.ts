import type { OrgChip } from '@cypher/contracts';

/** A battle or event without an organization belongs to the product itself (chip id 0). */
export const PRODUCT_ORG_CHIP: OrgChip = { id: 0, name: 'Cypher', image: null };

export function orgChipOf(orgId: number | null, name: string | null, image: number | null): OrgChip {
  return orgId === null ? PRODUCT_ORG_CHIP : { id: orgId, name: name ?? '', image };
}
