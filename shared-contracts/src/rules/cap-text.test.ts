import { capText, toggleCapType } from './cap-text.js';

describe('capText', () => {
  it('says which cap applies and its limit', () => {
    expect(capText('checkIn', 16)).toBe('Check-in cap: 16');
    expect(capText('registration', 32)).toBe('Registration cap: 32');
    expect(capText('none', 32)).toBe('');
  });

  it('turns the cap off when the same type is chosen again', () => {
    expect(toggleCapType({ participationCapType: 'checkIn', limit: 8 }, 'checkIn')).toEqual({
      participationCapType: 'none',
      limit: 0,
    });
    expect(toggleCapType({ participationCapType: 'none', limit: 0 }, 'registration')).toEqual({
      participationCapType: 'registration',
      limit: 0,
    });
    expect(toggleCapType({ participationCapType: 'checkIn', limit: 8 }, 'registration')).toEqual({
      participationCapType: 'registration',
      limit: 8,
    });
  });
});
