import { useParams } from 'react-router-dom';

/** The `:id` of the current path as an organization id, or null when it is not one. */
export function useOrgId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
