import { createFakePlatform } from '@cypher/contracts/testing';
import { startGoogleSignIn } from './google-sign-in';

test('Google sign-in leaves for the API’s flow, carrying where to land afterwards', () => {
  const location = { assign: jest.fn() };
  startGoogleSignIn(
    createFakePlatform(() => null),
    '/events?tab=past',
    location,
  );
  expect(location.assign).toHaveBeenCalledWith('/api/auth/google?redirect=%2Fevents%3Ftab%3Dpast');
});
