import { useSearchParams } from 'react-router-dom';

/**
 * The `redirect` query of the sign-in pages, kept only when it is a path of this site (an absolute
 * or protocol-relative address would send a visitor elsewhere after signing in).
 */
export function useRedirectQuery(): string | null {
  const [search] = useSearchParams();
  return safeRedirect(search.get('redirect'));
}

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
