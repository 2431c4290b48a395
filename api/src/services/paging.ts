/** p is the page index from 0, pp the page size; both already validated by the contract. */
export function pageWindow(
  p: number | undefined,
  pp: number | undefined,
  fallbackSize: number,
): { offset: number; limit: number } {
  const limit = pp ?? fallbackSize;
  return { offset: (p ?? 0) * limit, limit };
}

/** `3,7` → [3, 7] (the contract's IdList pattern has already checked the text). */
export function parseIdList(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  return [...new Set(text.split(',').map(Number))];
}
