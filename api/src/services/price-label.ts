/** `1050` → `$10.50`, `1000` → `$10`: money is cents on the wire and USD on screen. */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** Spec: 'Free' when all tier costs are 0, a single '$X', or a range '$min - $max'. */
export function priceLabel(costs: number[]): string {
  const paid = costs.filter((cost) => cost > 0);
  if (!paid.length) return 'Free';
  const min = Math.min(...costs);
  const max = Math.max(...costs);
  return min === max ? formatUsd(max) : `${formatUsd(min)} - ${formatUsd(max)}`;
}
