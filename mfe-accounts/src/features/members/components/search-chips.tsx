import { MEMBERS } from '@cypher/contracts/texts';
import { LABELS } from '../../../shared/labels';
import type { MemberSort } from '../api/use-member-cards';

interface Props {
  keyword: string;
  sort: MemberSort;
  onClearKeyword: () => void;
  onResetSort: () => void;
}

/**
 * The spec's "location chips": where in the directory the visitor is, as removable chips — the
 * keyword searched for and a Z-A order (A-Z is the default and has no chip). See README.
 */
export function SearchChips({ keyword, sort, onClearKeyword, onResetSort }: Props) {
  const chips = [
    keyword ? { key: 'keyword', text: LABELS.keywordChip(keyword), remove: onClearKeyword } : null,
    sort === 'name-desc' ? { key: 'sort', text: `${MEMBERS.sortBy} ${MEMBERS.sortDesc}`, remove: onResetSort } : null,
  ].filter((chip) => chip !== null);
  if (chips.length === 0) return null;
  return (
    <ul className="cy-chips" aria-label={LABELS.members}>
      {chips.map((chip) => (
        <li key={chip.key} className="cy-chip">
          <span>{chip.text}</span>
          <button type="button" className="cy-chip__remove" aria-label={LABELS.removeParameter(chip.text)} onClick={chip.remove}>
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
