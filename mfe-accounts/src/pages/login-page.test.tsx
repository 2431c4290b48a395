import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { fakeApiFailure, fakeSessionUser } from '@cypher/contracts/testing';
import { bodiesOf, fakeSession, renderAccounts } from '../test/auth-fixtures';

const field = (label: string) => screen.getByLabelText(label);
const logIn = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

function fillIn(email: string, password: string) {
  fireEvent.change(field(AUTH.email), { target: { value: email } });
  fireEvent.change(field(AUTH.password), { target: { value: password } });
}

test('both fields are required', async () => {
  const { platform } = renderAccounts('/login', () => null);
  fillIn('dancer@example.test', '');
  logIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.allFieldsIsRequired);
  expect(platform.calls).toHaveLength(0);
});

test.each([
  [401, ERRORS.incorrectCredentials],
  [429, ERRORS.tooManyLoginAttempts],
])('a %i answer shows its catalogue text under the form', async (status, text) => {
  renderAccounts('/login', () => fakeApiFailure(status, 'server words'));
  fillIn('dancer@example.test', 'secret-pass');
  logIn();
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});

test('another failure shows the server’s own message', async () => {
  renderAccounts('/login', () => fakeApiFailure(400, 'body.email must match format "email"'));
  fillIn('nope', 'secret-pass');
  logIn();
  expect(await screen.findByRole('alert')).toHaveTextContent('body.email must match format "email"');
});

test('Enter in the email moves to the password; Enter there submits', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 4, dancerName: 'B-Girl Ana' }));
  const { platform, navigate } = renderAccounts('/login?redirect=%2Fevents', () => ({ token: 'tok-1' }), session);
  fillIn(' dancer@example.test ', 'secret-pass');
  field(AUTH.email).focus();
  fireEvent.keyDown(field(AUTH.email), { key: 'Enter' });
  expect(field(AUTH.password)).toHaveFocus();
  expect(platform.calls).toHaveLength(0);
  fireEvent.submit(field(AUTH.password).closest('form')!);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/events'));
  expect(bodiesOf(platform, 'auth.login')).toEqual([{ email: 'dancer@example.test', password: 'secret-pass' }]);
  expect(session.tokens).toEqual(['tok-1']);
});

test('without a redirect a signed-in dancer goes Home', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 4 }));
  const { navigate } = renderAccounts('/login', () => ({ token: 'tok-1' }), session);
  fillIn('dancer@example.test', 'secret-pass');
  logIn();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
});

test('a user without a dancer name is sent to finish the profile', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 4, dancerName: null }));
  const { navigate } = renderAccounts('/login?redirect=%2Fmembers', () => ({ token: 'tok-1' }), session);
  fillIn('dancer@example.test', 'secret-pass');
  logIn();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/signup?incomplete=true&redirect=%2Fmembers'));
});

test('the password can be shown and hidden; the links go to reset, magic link and sign-up', () => {
  renderAccounts('/login', () => null);
  expect(field(AUTH.password)).toHaveAttribute('type', 'password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(field(AUTH.password)).toHaveAttribute('type', 'text');
  expect(screen.getByRole('link', { name: AUTH.forgotPassword })).toHaveAttribute('href', '/reset-password');
  expect(screen.getByRole('link', { name: AUTH.sendMagicLink })).toHaveAttribute('href', '/magic-link');
  expect(screen.getByRole('link', { name: AUTH.createOneHere })).toHaveAttribute('href', '/signup');
});

test('with the host’s identity provider, password and Google sign-in go through it', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 4 }));
  const signInWithProvider = jest.fn(async () => {
    await session.signIn('from-provider');
    return true;
  });
  const { platform, navigate } = renderAccounts('/login?redirect=%2Fevents', () => null, session, {
    identity: { signInWithProvider },
  });
  fillIn('dancer@example.test', 'secret-pass');
  logIn();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/events'));
  expect(signInWithProvider).toHaveBeenCalledWith('password', 'dancer@example.test', 'secret-pass');
  fireEvent.click(screen.getByRole('button', { name: AUTH.logInWithGoogle }));
  await waitFor(() => expect(signInWithProvider).toHaveBeenCalledWith('google'));
  expect(platform.calls).toHaveLength(0);
});
