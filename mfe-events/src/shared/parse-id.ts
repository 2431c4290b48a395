/** An id from the address: a positive integer, or null for anything else. */
export function parseId(value: string | undefined): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}
