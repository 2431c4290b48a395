import { priceLabel } from './price-label.js';

describe('priceLabel', () => {
  it("is 'Free' without tiers or when every cost is 0", () => {
    expect(priceLabel([])).toBe('Free');
    expect(priceLabel([0, 0])).toBe('Free');
  });

  it('shows one price when every tier costs the same', () => {
    expect(priceLabel([2500])).toBe('$25');
    expect(priceLabel([1050, 1050])).toBe('$10.50');
  });

  it('shows a range from the cheapest to the dearest tier, free tiers included', () => {
    expect(priceLabel([3000, 1000, 2000])).toBe('$10 - $30');
    expect(priceLabel([0, 1500])).toBe('$0 - $15');
  });
});
