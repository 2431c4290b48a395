import { crewSizeLabel, crewSizeOptions, crewSpotsLeft } from './crew-size.js';

describe('crew size', () => {
  it('labels sizes as the category options show them', () => {
    expect(crewSizeLabel(1)).toBe('1 vs 1');
    expect(crewSizeLabel(5)).toBe('5 vs 5');
    expect(crewSizeLabel(10000)).toBe('Unlimited');
  });

  it('offers 1 vs 1 to 10 vs 10 and Unlimited', () => {
    expect(crewSizeOptions).toHaveLength(11);
    expect(crewSizeOptions[0]).toEqual({ value: 1, label: '1 vs 1' });
    expect(crewSizeOptions[10]).toEqual({ value: 10000, label: 'Unlimited' });
  });

  it('counts the spots left in a crew', () => {
    expect(crewSpotsLeft(3, 1)).toBe(2);
    expect(crewSpotsLeft(3, 3)).toBe(0);
    expect(crewSpotsLeft(3, 5)).toBe(0);
    expect(crewSpotsLeft(10000, 50)).toBe(Number.POSITIVE_INFINITY);
  });
});
