import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH, ERRORS } from '@cypher/contracts/texts';
import { fakeApiFailure, fakeSessionUser } from '@cypher/contracts/testing';
import { MAGIC_LINK_EMAIL_KEY } from '../features/auth/api/magic-link-email';
import { bodiesOf, fakeSession, renderAccounts } from '../test/auth-fixtures';

const email = () => screen.getByLabelText(AUTH.email);
const submit = () => fireEvent.click(screen.getByRole('button', { name: AUTH.submit }));

afterEach(() => localStorage.clear());

describe.each([
  ['/reset-password', 'users.resetPassword', AUTH.checkInboxReset],
  ['/magic-link', 'users.magicLink', AUTH.checkInboxMagicLink],
])('%s', (path, route, sentText) => {
  test('an empty or invalid e-mail is refused before any call', () => {
    const { platform } = renderAccounts(path, () => ({ ok: true }));
    submit();
    expect(screen.getByText(ERRORS.fieldRequired)).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    submit();
    expect(screen.getByText(ERRORS.invalidEmail)).toBeInTheDocument();
    expect(platform.calls).toHaveLength(0);
  });

  test('a sent link shows the finish message', async () => {
    const { platform } = renderAccounts(path, () => ({ ok: true }));
    fireEvent.change(email(), { target: { value: '  dancer@example.test ' } });
    submit();
    expect(await screen.findByText(sentText)).toBeInTheDocument();
    expect(bodiesOf(platform, route)).toEqual([{ email: 'dancer@example.test' }]);
  });

  test('a failed call resets the e-mail field', async () => {
    renderAccounts(path, () => null);
    fireEvent.change(email(), { target: { value: 'dancer@example.test' } });
    submit();
    await waitFor(() => expect(email()).toHaveValue(''));
    expect(screen.queryByText(sentText)).not.toBeInTheDocument();
  });
});

test('the reset finish message links to login; the magic link keeps the e-mail locally', async () => {
  renderAccounts('/reset-password', () => ({ ok: true }));
  fireEvent.change(email(), { target: { value: 'dancer@example.test' } });
  submit();
  expect(await screen.findByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  expect(localStorage.getItem(MAGIC_LINK_EMAIL_KEY)).toBeNull();
});

test('the magic link form stores the address it was sent to', async () => {
  renderAccounts('/magic-link', () => ({ ok: true }));
  fireEvent.change(email(), { target: { value: 'dancer@example.test' } });
  submit();
  await screen.findByText(AUTH.checkInboxMagicLink);
  expect(localStorage.getItem(MAGIC_LINK_EMAIL_KEY)).toBe('dancer@example.test');
});

test('a reset link sets the new password, signs in and goes Home', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 3 }));
  const { platform, navigate } = renderAccounts('/reset-password?token=reset-token-123456', () => ({ token: 'tok-3' }), session);
  fireEvent.change(screen.getByLabelText('New password*'), { target: { value: 'fresh-password-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password*'), { target: { value: 'fresh-password-2' } });
  submit();
  expect(screen.getByRole('alert')).toHaveTextContent(ERRORS.passwordsMustBeEqual);
  // Too short is said on the page, before any call (the API refuses it with a schema message).
  fireEvent.change(screen.getByLabelText('New password*'), { target: { value: 'abc' } });
  fireEvent.change(screen.getByLabelText('Confirm password*'), { target: { value: 'abc' } });
  submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Use at least 8 characters');
  expect(bodiesOf(platform, 'auth.confirmReset')).toEqual([]);
  fireEvent.change(screen.getByLabelText('New password*'), { target: { value: 'fresh-password-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password*'), { target: { value: 'fresh-password-1' } });
  submit();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(bodiesOf(platform, 'auth.confirmReset')).toEqual([{ token: 'reset-token-123456', password: 'fresh-password-1' }]);
  expect(session.tokens).toEqual(['tok-3']);
});

test('a magic link signs in once and goes Home', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 3 }));
  const { platform, navigate } = renderAccounts('/magic-link?token=magic-token-123456', () => ({ token: 'tok-3' }), session);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(bodiesOf(platform, 'auth.consumeMagicLink')).toEqual([{ token: 'magic-token-123456' }]);
  expect(session.tokens).toEqual(['tok-3']);
});

test('a failed magic link is only logged and the visitor still goes Home', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const session = fakeSession(null);
  const { navigate, toast } = renderAccounts(
    '/magic-link?token=used-token-123456',
    () => fakeApiFailure(401, 'This link has expired'),
    session,
  );
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('This link has expired'));
  expect(toast).not.toHaveBeenCalled();
  expect(session.tokens).toEqual([]);
  warn.mockRestore();
});
