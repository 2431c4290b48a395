/** Typing through the ##/##/#### birthday mask: digits only, slashes put in as the parts fill. */
export function maskBirthday(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
