import { isEmail, validateEmail } from './email.js';

describe('email', () => {
  it('accepts standard addresses, trimmed', () => {
    expect(isEmail('bboy@example.com')).toBe(true);
    expect(isEmail(' b.girl+crew@mail.example.co.uk ')).toBe(true);
    expect(validateEmail('bboy@example.com')).toBeNull();
    expect(isEmail("o'neil_2@sub-domain.example.dance")).toBe(true);
    expect(isEmail('müller@straße.example')).toBe(true);
  });

  it('refuses markup, quotes and other characters that are unsafe where an address is shown', () => {
    for (const bad of [
      '"<svg/onload=alert(1)>"@x.example',
      '<b>@x.example',
      'bboy@exa<mple.com',
      'bboy@-example.com',
      'bboy@example-.com',
      'bboy@example..com',
      '(comment)bboy@example.com',
      'javascript:alert(1)//@example.com',
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
  });

  it("answers 'Invalid e-mail' for anything else", () => {
    for (const bad of ['bboy', 'bboy@', '@example.com', 'b boy@example.com', 'bboy@example', 'a@b@c.com', '']) {
      expect(validateEmail(bad)).toBe('Invalid e-mail');
    }
  });

  it('lets an empty value pass only when allowed', () => {
    expect(validateEmail('  ', { allowEmpty: true })).toBeNull();
    expect(validateEmail(null, { allowEmpty: true })).toBeNull();
    expect(validateEmail('nope', { allowEmpty: true })).toBe('Invalid e-mail');
  });
});
