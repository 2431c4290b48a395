import { isRequiredTextPresent, trimmedOrNull } from './text-input.js';

describe('text input rules', () => {
  it('requires something besides spaces', () => {
    expect(isRequiredTextPresent('  Red Bull BC One ')).toBe(true);
    expect(isRequiredTextPresent('   ')).toBe(false);
    expect(isRequiredTextPresent('')).toBe(false);
    expect(isRequiredTextPresent(null)).toBe(false);
  });

  it('trims, and empties to null', () => {
    expect(trimmedOrNull('  Bronx ')).toBe('Bronx');
    expect(trimmedOrNull(' \t ')).toBeNull();
  });
});
