import { capText, savedCap, setHideParticipants, toggleCapType } from './cap-text.js';

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

describe('setHideParticipants', () => {
  it('turns off a registration cap when participants are hidden', () => {
    const battle = { hideParticipants: false, participationCapType: 'registration' as const, limit: 16 };
    expect(setHideParticipants(battle, true)).toEqual({ hideParticipants: true, participationCapType: 'none', limit: 0 });
  });
  it('keeps a check-in cap and showing participants again changes nothing else', () => {
    const battle = { hideParticipants: false, participationCapType: 'checkIn' as const, limit: 8 };
    expect(setHideParticipants(battle, true)).toEqual({ hideParticipants: true, participationCapType: 'checkIn', limit: 8 });
    expect(setHideParticipants({ ...battle, hideParticipants: true }, false)).toEqual(battle);
  });
});

describe('savedCap', () => {
  it('drops the limit without a cap type and keeps whole limits not below 0', () => {
    expect(savedCap({ hideParticipants: false, participationCapType: 'none', limit: 12 })).toEqual({
      participationCapType: 'none',
      limit: 0,
    });
    expect(savedCap({ hideParticipants: false, participationCapType: 'checkIn', limit: 7.8 })).toEqual({
      participationCapType: 'checkIn',
      limit: 7,
    });
    expect(savedCap({ hideParticipants: false, participationCapType: 'registration', limit: -3 })).toEqual({
      participationCapType: 'registration',
      limit: 0,
    });
  });
  it('turns a registration cap off when participants are hidden, not a check-in cap', () => {
    expect(savedCap({ hideParticipants: true, participationCapType: 'registration', limit: 16 })).toEqual({
      participationCapType: 'none',
      limit: 0,
    });
    expect(savedCap({ hideParticipants: true, participationCapType: 'checkIn', limit: 16 })).toEqual({
      participationCapType: 'checkIn',
      limit: 16,
    });
  });
});
