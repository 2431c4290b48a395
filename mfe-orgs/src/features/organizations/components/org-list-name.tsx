import type { OrgListItem } from '@cypher/contracts';
import { LABELS } from '../../../shared/labels';

/**
 * An organization's name in the list's cards and rows: 'Untitled organization' while a draft has
 * none yet, and a 'Draft' mark on the drafts its admins see (nobody else is listed them).
 */
export function OrgListName({ org }: { org: OrgListItem }) {
  return (
    <>
      {org.name || LABELS.untitled}
      {org.status === 'draft' ? <span className="og-draft"> · {LABELS.draft}</span> : null}
    </>
  );
}
