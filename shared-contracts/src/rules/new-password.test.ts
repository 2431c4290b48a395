import { NEW_PASSWORD_MIN, newPasswordProblem } from './new-password.js';
import { NewPassword } from '../schemas/auth.js';

describe('newPasswordProblem', () => {
  it('refuses what the API refuses: fewer than 8 characters; an empty field is left to "required"', () => {
    expect(newPasswordProblem('abc')).toBe('Use at least 8 characters');
    expect(newPasswordProblem('1234567')).toBe('Use at least 8 characters');
    expect(newPasswordProblem('12345678')).toBeNull();
    expect(newPasswordProblem('')).toBeNull();
    expect(NewPassword.minLength).toBe(NEW_PASSWORD_MIN);
  });
});
