import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH, ERRORS, ONBOARDING } from '@cypher/contracts/texts';
import { fakeApiFailure, fakeSessionUser } from '@cypher/contracts/testing';
import { bodiesOf, fakeSession, renderAccounts } from '../test/auth-fixtures';

const field = (label: string) => screen.getByLabelText(label);
const createButton = () => screen.getByRole('button', { name: 'Create profile' });

function fillIn(email: string, password: string, confirm: string) {
  fireEvent.change(field(AUTH.email), { target: { value: email } });
  fireEvent.change(field(AUTH.password), { target: { value: password } });
  fireEvent.change(field('Confirm password*'), { target: { value: confirm } });
}

test('the button stays disabled until the form is valid; different passwords are named', () => {
  renderAccounts('/signup', () => null);
  expect(screen.getByRole('heading', { name: AUTH.signupTitle })).toBeInTheDocument();
  expect(createButton()).toBeDisabled();
  fillIn('new@example.test', 'long-password-1', 'long-password-2');
  expect(screen.getByText(ERRORS.passwordsMustBeEqual)).toBeInTheDocument();
  expect(createButton()).toBeDisabled();
  fireEvent.change(field('Confirm password*'), { target: { value: 'long-password-1' } });
  expect(screen.queryByText(ERRORS.passwordsMustBeEqual)).not.toBeInTheDocument();
  expect(createButton()).toBeEnabled();
});

test('a password shorter than 8 characters is named under its field and keeps the button disabled', () => {
  renderAccounts('/signup', () => null);
  fillIn('new@example.test', 'abc', 'abc');
  expect(screen.getByText('Use at least 8 characters')).toBeInTheDocument();
  expect(field(AUTH.password)).toHaveAttribute('aria-invalid', 'true');
  expect(createButton()).toBeDisabled();
  fillIn('new@example.test', 'abcdefgh', 'abcdefgh');
  expect(screen.queryByText('Use at least 8 characters')).not.toBeInTheDocument();
  expect(createButton()).toBeEnabled();
});

test("a malformed e-mail says 'Invalid e-mail' once the field is left, and keeps 'Create profile' disabled", () => {
  renderAccounts('/signup', () => null);
  fillIn('dancer-at-example.test', 'long-password-1', 'long-password-1');
  expect(createButton()).toBeDisabled();
  expect(screen.queryByText(ERRORS.invalidEmail)).not.toBeInTheDocument();
  fireEvent.blur(field(AUTH.email));
  expect(screen.getByText(ERRORS.invalidEmail)).toBeInTheDocument();
  expect(field(AUTH.email)).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(field(AUTH.email), { target: { value: 'dancer@example.test' } });
  expect(screen.queryByText(ERRORS.invalidEmail)).not.toBeInTheDocument();
  expect(createButton()).toBeEnabled();
});

test('a schema message from the API never reaches the toast', async () => {
  const { toast } = renderAccounts('/signup', () => fakeApiFailure(400, 'body.email must match format "email"'));
  fillIn('dancer@example.test', 'long-password-1', 'long-password-1');
  fireEvent.click(createButton());
  await waitFor(() => expect(toast).toHaveBeenCalledWith(ERRORS.checkYourInput, 'error'));
  expect(toast).not.toHaveBeenCalledWith(expect.stringContaining('body.email'), expect.anything());
});

test('Enter moves from e-mail to password to confirm', () => {
  renderAccounts('/signup', () => null);
  fireEvent.keyDown(field(AUTH.email), { key: 'Enter' });
  expect(field(AUTH.password)).toHaveFocus();
  fireEvent.keyDown(field(AUTH.password), { key: 'Enter' });
  expect(field('Confirm password*')).toHaveFocus();
});

test('an e-mail already in use is said under the form; other failures are toasted', async () => {
  const answers = [
    fakeApiFailure(409, 'This e-mail is already in use', 'conflict'),
    fakeApiFailure(400, 'Choose a less common password'),
  ];
  const { toast } = renderAccounts('/signup', () => answers.shift());
  fillIn('taken@example.test', 'long-password-1', 'long-password-1');
  fireEvent.click(createButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already in use');
  fireEvent.click(createButton());
  await waitFor(() => expect(toast).toHaveBeenCalledWith('Choose a less common password', 'error'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('after sign-up the page swaps to onboarding', async () => {
  const session = fakeSession(null, fakeSessionUser({ id: 9, dancerName: null }));
  const { platform } = renderAccounts('/signup', () => ({ token: 'tok-9' }), session);
  fillIn(' new@example.test ', 'long-password-1', 'long-password-1');
  fireEvent.submit(field('Confirm password*').closest('form')!);
  expect(await screen.findByText(ONBOARDING.fullNameHeading)).toBeInTheDocument();
  expect(field(ONBOARDING.firstName)).toBeInTheDocument();
  expect(bodiesOf(platform, 'auth.signup')).toEqual([{ email: 'new@example.test', password: 'long-password-1' }]);
  expect(session.tokens).toEqual(['tok-9']);
});

test('an incomplete profile gets the banner and onboarding at once', () => {
  renderAccounts('/signup?incomplete=true', () => null, fakeSession(fakeSessionUser({ id: 9, dancerName: null })));
  expect(screen.getByText(AUTH.incompleteProfile)).toBeInTheDocument();
  expect(field(ONBOARDING.firstName)).toBeInTheDocument();
});

test('a signed-in dancer with a name is sent on to the redirect or Home', async () => {
  const { navigate } = renderAccounts('/signup', () => null, fakeSession(fakeSessionUser({ id: 9 })));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  expect(screen.queryByLabelText(AUTH.email)).not.toBeInTheDocument();
});

test('the first onboarding step has Back, which returns to where sign-up began', () => {
  const { navigate } = renderAccounts(
    '/signup?incomplete=true&redirect=%2Fbattle%2F4',
    () => null,
    fakeSession(fakeSessionUser({ id: 9, dancerName: null })),
  );
  expect(screen.getByText(ONBOARDING.fullNameHeading)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(navigate).toHaveBeenCalledWith('/battle/4');
});
