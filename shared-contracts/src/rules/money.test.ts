import {
  centsToDollars,
  dollarsToCents,
  formatDollars,
  isAmountTooLarge,
  normaliseAmount,
  normaliseCents,
  typedAmountCents,
} from './money.js';

describe('money', () => {
  it('shows cents as dollars', () => {
    expect(centsToDollars(1250)).toBe(12.5);
    expect(formatDollars(2000)).toBe('$20');
    expect(formatDollars(1250)).toBe('$12.50');
    expect(formatDollars(0)).toBe('$0');
  });

  it('saves dollars as rounded cents', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(10.005)).toBe(1001);
  });

  it('normalises a typed amount: negative → 0, positive below 1 → 1', () => {
    expect(normaliseAmount(-5)).toBe(0);
    expect(normaliseAmount(0)).toBe(0);
    expect(normaliseAmount(0.4)).toBe(1);
    expect(normaliseAmount(1)).toBe(1);
    expect(normaliseAmount(25.5)).toBe(25.5);
    expect(normaliseAmount(undefined)).toBe(0);
    expect(normaliseAmount(Number.NaN)).toBe(0);
  });

  it('applies the same rule to cents', () => {
    expect(normaliseCents(-100)).toBe(0);
    expect(normaliseCents(0)).toBe(0);
    expect(normaliseCents(1)).toBe(100);
    expect(normaliseCents(99)).toBe(100);
    expect(normaliseCents(100)).toBe(100);
    expect(normaliseCents(2550)).toBe(2550);
  });

  it('saves a typed amount as cents by the same rule, and knows one above $100,000', () => {
    expect(typedAmountCents('')).toBe(0);
    expect(typedAmountCents(' 0.5 ')).toBe(100);
    expect(typedAmountCents('12.34')).toBe(1234);
    expect(isAmountTooLarge('100000')).toBe(false);
    expect(isAmountTooLarge('100000.01')).toBe(true);
    expect(isAmountTooLarge('21474836.47')).toBe(true);
  });
});
