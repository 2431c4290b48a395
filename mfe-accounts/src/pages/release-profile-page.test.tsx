import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AUTH, ERRORS, TOAST } from '@cypher/contracts/texts';
import { fakeSessionUser } from '@cypher/contracts/testing';
import { bodiesOf, fakeSession, renderAccounts } from '../test/auth-fixtures';

const release = () => fireEvent.click(screen.getByRole('button', { name: 'Release profile' }));

test('releasing needs an e-mail, a password and the same password twice', () => {
  const { platform } = renderAccounts('/release-profile/12', () => ({ ok: true }), fakeSession(fakeSessionUser({ id: 2 })));
  release();
  expect(screen.getAllByText(ERRORS.fieldRequired)).toHaveLength(2);
  fireEvent.change(screen.getByLabelText(AUTH.email), { target: { value: 'crew@example.test' } });
  fireEvent.change(screen.getByLabelText(AUTH.password), { target: { value: 'long-password-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password*'), { target: { value: 'long-password-9' } });
  release();
  expect(screen.getByText(ERRORS.passwordsMustBeEqual)).toBeInTheDocument();
  expect(platform.calls).toHaveLength(0);
});

test('a released profile is saved, toasted and the session reloaded', async () => {
  const session = fakeSession(fakeSessionUser({ id: 2 }));
  const refresh = jest.spyOn(session, 'refresh');
  const { platform, toast, navigate } = renderAccounts('/release-profile/12', () => ({ ok: true }), session);
  fireEvent.change(screen.getByLabelText(AUTH.email), { target: { value: ' crew@example.test ' } });
  fireEvent.change(screen.getByLabelText(AUTH.password), { target: { value: 'long-password-1' } });
  fireEvent.change(screen.getByLabelText('Confirm password*'), { target: { value: 'long-password-1' } });
  release();
  await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.changesSaved));
  expect(bodiesOf(platform, 'users.releaseProfile')).toEqual([
    { profileId: 12, email: 'crew@example.test', password: 'long-password-1' },
  ]);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile-setting'));
  expect(refresh).toHaveBeenCalled();
});
