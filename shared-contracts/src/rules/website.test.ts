import { validateWebsite } from './website.js';

describe('validateWebsite', () => {
  it('lets an empty website pass and accepts https addresses', () => {
    expect(validateWebsite('')).toBeNull();
    expect(validateWebsite(null)).toBeNull();
    expect(validateWebsite(' https://redbull.com/bcone ')).toBeNull();
  });

  it('asks for the https format otherwise', () => {
    for (const bad of ['http://redbull.com', 'redbull.com', 'https://localhost', 'https://red bull.com', 'ftp://x.org']) {
      expect(validateWebsite(bad)).toBe('URL should be in the format https://www.example.com');
    }
  });
});
