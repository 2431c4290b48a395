import { toProfileUpdate, validateProfile, type ProfileValues } from './profile-values';

const valid: ProfileValues = {
  dancerName: 'Ana',
  firstName: 'Ana',
  lastName: 'Lima',
  birthday: '01/15/2000',
  country: 'FR',
  state: '',
  city: 'Lyon',
  avatar: null,
};
const today = new Date(2026, 5, 1);

test('birthday: format first, then a year between 100 years ago and last year', () => {
  expect(validateProfile(valid, today)).toEqual({});
  expect(validateProfile({ ...valid, birthday: '13/01/2000' }, today).birthday).toBe('Date format mm/dd/yyyy');
  expect(validateProfile({ ...valid, birthday: '01/15/2026' }, today).birthday).toBe('Please enter a correct date');
  expect(validateProfile({ ...valid, birthday: '01/15/1925' }, today).birthday).toBe('Please enter a correct date');
});

test('required fields, and State only for AU, CA and US', () => {
  const errors = validateProfile({ ...valid, dancerName: ' ', lastName: '', city: '' }, today);
  expect(errors).toEqual({ dancerName: 'Dancer name is required', lastName: 'Full name is required', city: 'Field is required' });
  expect(validateProfile({ ...valid, country: 'US' }, today).state).toBe('Field is required');
  expect(toProfileUpdate({ ...valid, state: 'leftover', city: ' Lyon ' })).toMatchObject({ state: null, city: 'Lyon' });
});
