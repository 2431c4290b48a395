/** A route's `:id` as a battle id; anything but a positive whole number is no battle at all. */
export function battleIdOf(param: string | undefined): number | null {
  return param && /^[1-9]\d*$/.test(param) ? Number(param) : null;
}
