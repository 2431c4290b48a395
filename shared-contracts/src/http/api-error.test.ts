import { ERRORS } from '../texts.js';
import { messageForPerson } from './api-error.js';

describe('messageForPerson', () => {
  it('never shows a schema message to a person', () => {
    for (const [message, field] of [
      ['body.email must match format "email"', 'body.email'],
      ['body.title must NOT have fewer than 1 characters', 'body.title'],
      ['query.pp must be <= 100', 'query.pp'],
      ['body.extra is not allowed', 'body.extra'],
      ['params.id must be integer', undefined],
    ] as const) {
      const details = field ? { field, rule: 'format' } : undefined;
      expect(messageForPerson({ code: 'bad_request', message, details })).toBe(ERRORS.checkYourInput);
    }
  });

  it('passes the messages written for people', () => {
    expect(
      messageForPerson({ code: 'bad_request', message: 'Invalid e-mail', details: { field: 'body.email', rule: 'format' } }),
    ).toBe('Invalid e-mail');
    expect(messageForPerson({ code: 'conflict', message: 'E-mail already in use' })).toBe('E-mail already in use');
    expect(messageForPerson({ code: 'internal', message: '' })).toBe(ERRORS.generic);
  });
});
