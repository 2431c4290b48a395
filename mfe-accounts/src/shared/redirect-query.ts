import { signInRedirect } from '@cypher/contracts/rules';
import { useSearchParams } from 'react-router-dom';

/**
 * The `redirect` query of the sign-in pages, kept only when it is a path of this site and not a
 * sign-in page itself (the contracts' one check: an absolute, protocol-relative or backslashed
 * address would send a visitor elsewhere after signing in).
 */
export function useRedirectQuery(): string | null {
  const [search] = useSearchParams();
  return signInRedirect(search.get('redirect'));
}
