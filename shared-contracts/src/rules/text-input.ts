/** Required text must be non-empty after trimming; text inputs keep the trimmed value. */
export function isRequiredTextPresent(value: string | null | undefined): boolean {
  return (value ?? '').trim().length > 0;
}

/** The trimmed text, or null when nothing is left. */
export function trimmedOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
