import { isRequiredTextPresent, parseIntegerInput, trimmedOrNull } from './text-input.js';

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

  it('parses whole numbers only', () => {
    expect(parseIntegerInput(' 42 ')).toBe(42);
    expect(parseIntegerInput('-3')).toBe(-3);
    expect(parseIntegerInput('4.5')).toBeNull();
    expect(parseIntegerInput('12abc')).toBeNull();
    expect(parseIntegerInput('')).toBeNull();
  });
});
