/** A skeleton block while something loads, named for screen readers. */
export function Loading({ label }: { label: string }) {
  return <p className="cy-skeleton bt-loading" role="status" aria-label={label} />;
}
