import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ERRORS, ONBOARDING } from '@cypher/contracts/texts';
import { fakeApiFailure, fakeSessionUser, type FakeAnswer } from '@cypher/contracts/testing';
import { bodiesOf, fakeSession, renderAccounts } from '../../../test/auth-fixtures';

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const country = () => screen.getByRole('combobox', { name: 'Country*' });
/** Steps 4 to 6 open once their code is here (fetched on demand), so Next into them is awaited. */
const nextOpens = async (text: string) => {
  next();
  await screen.findByText(text);
};
const LOCATION_HEADING = 'Where do you dance?';

function chooseCountry(query: string) {
  fireEvent.change(country(), { target: { value: query } });
  fireEvent.keyDown(country(), { key: 'Enter' });
}

function startSignupOnboarding(answer: FakeAnswer = () => null, path = '/signup?incomplete=true&redirect=%2Fevents') {
  const session = fakeSession(fakeSessionUser({ id: 9, dancerName: null }));
  return { session, ...renderAccounts(path, answer, session) };
}

/** Fills the first four steps with valid values and arrives at the avatar step. */
async function throughLocation() {
  type(ONBOARDING.firstName, ' Ana ');
  type(ONBOARDING.lastName, 'Lopez');
  next();
  type(ONBOARDING.dancerName, 'B-Girl Ana');
  next();
  type('Birthday', '10181993');
  await nextOpens(LOCATION_HEADING);
  chooseCountry('fr');
  type(ONBOARDING.city, 'Lyon');
  await nextOpens(ONBOARDING.avatarHeading);
}

test('full name and dancer name are required before moving on', () => {
  startSignupOnboarding();
  next();
  expect(screen.getAllByText(ERRORS.fullNameRequired)).toHaveLength(2);
  expect(field(ONBOARDING.firstName)).toHaveFocus();
  type(ONBOARDING.firstName, 'Ana');
  type(ONBOARDING.lastName, '   ');
  next();
  expect(screen.getAllByText(ERRORS.fullNameRequired)).toHaveLength(1);
  type(ONBOARDING.lastName, 'Lopez');
  next();
  expect(screen.getByText(ONBOARDING.dancerNameHeading)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Step 2 of 6' })).toBeInTheDocument();
  next();
  expect(screen.getByText(ERRORS.dancerNameRequired)).toBeInTheDocument();
  // Back keeps what was typed.
  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(field(ONBOARDING.firstName)).toHaveValue('Ana');
});

test('the birthday is typed through the mask and must be a real mm/dd/yyyy date', async () => {
  startSignupOnboarding();
  type(ONBOARDING.firstName, 'Ana');
  type(ONBOARDING.lastName, 'Lopez');
  next();
  type(ONBOARDING.dancerName, 'Ana');
  next();
  expect(screen.getByText(ONBOARDING.birthdayHeading)).toBeInTheDocument();
  expect(field('Birthday')).toHaveAttribute('placeholder', ONBOARDING.birthdayPlaceholder);
  type('Birthday', '1018199x');
  expect(field('Birthday')).toHaveValue('10/18/199');
  next();
  expect(screen.getByText(ERRORS.birthdayFormat)).toBeInTheDocument();
  type('Birthday', '13/40/1993');
  next();
  expect(screen.getByText(ERRORS.birthdayFormat)).toBeInTheDocument();
  type('Birthday', '10/18/1993');
  await nextOpens(LOCATION_HEADING);
  // The location step opens with its code here, at its first field, as every step does.
  expect(country()).toHaveFocus();
});

test('country type-ahead: "u.s" finds the United States, whose State is required; a new country clears state and city', async () => {
  startSignupOnboarding();
  type(ONBOARDING.firstName, 'Ana');
  type(ONBOARDING.lastName, 'Lopez');
  next();
  type(ONBOARDING.dancerName, 'Ana');
  next();
  type('Birthday', '10/18/1993');
  await nextOpens(LOCATION_HEADING);
  next();
  expect(screen.getByText('Country is required')).toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.queryByLabelText(ONBOARDING.state)).not.toBeInTheDocument();

  fireEvent.change(country(), { target: { value: 'u.s' } });
  const first = within(screen.getByRole('listbox')).getAllByRole('option')[0]!;
  expect(first).toHaveTextContent('United States');
  fireEvent.change(country(), { target: { value: 'us' } });
  expect(within(screen.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('United States');
  fireEvent.keyDown(country(), { key: 'Enter' });
  expect(country()).toHaveValue('🇺🇸 United States');
  next();
  expect(screen.getByText('State is required')).toBeInTheDocument();
  type(ONBOARDING.state, 'NY');
  type(ONBOARDING.city, 'Brooklyn');

  chooseCountry('france');
  expect(screen.queryByLabelText(ONBOARDING.state)).not.toBeInTheDocument();
  expect(field(ONBOARDING.city)).toHaveValue('');
  for (const [query, name] of [
    ['canada', 'Canada'],
    ['australia', 'Australia'],
  ]) {
    chooseCountry(query!);
    expect((country() as HTMLInputElement).value).toContain(name!);
    expect(field(ONBOARDING.state)).toHaveValue('');
  }
});

test('the last step saves the profile, reloads the session and goes to the redirect', async () => {
  const { platform, navigate, session } = startSignupOnboarding((call) => {
    if (call.route.name === 'images.upload') return { id: 31 };
    if (call.route.name === 'users.update') return { id: 9 };
    return null;
  });
  session.afterRefresh = fakeSessionUser({ id: 9, dancerName: 'B-Girl Ana' });
  await throughLocation();
  // The spec's short size rule is said before a picture is chosen, not only in the refusal's toast.
  expect(screen.getByText(`A png or jpeg image. ${ERRORS.imageTooLargeShort}.`)).toBeInTheDocument();
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Profile picture', { selector: 'input' }), { target: { files: [file] } });
  expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/images/31?w=400&h=400');
  expect(screen.getByRole('button', { name: ONBOARDING.editImage })).toBeInTheDocument();
  await nextOpens('B-Girl Ana');
  expect(screen.getByText(/Lyon, France/)).toBeInTheDocument();
  // The card's 64 px avatar, asked at twice its size for sharp screens.
  expect(document.querySelector('.ac-card-preview__avatar')).toHaveAttribute('src', '/api/images/31?w=128&h=128');
  fireEvent.click(screen.getByRole('button', { name: ONBOARDING.createProfile }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/events'));
  expect(bodiesOf(platform, 'users.update')).toEqual([
    {
      firstName: 'Ana',
      lastName: 'Lopez',
      dancerName: 'B-Girl Ana',
      birthday: '10/18/1993',
      country: 'FR',
      state: null,
      city: 'Lyon',
      avatar: 31,
      card: null,
    },
  ]);
});

test('a failed save says so and stays on the card', async () => {
  startSignupOnboarding((call) => (call.route.name === 'users.update' ? fakeApiFailure(500, 'boom', 'internal') : null));
  await throughLocation();
  await nextOpens('Your dancer card');
  fireEvent.click(screen.getByRole('button', { name: ONBOARDING.createProfile }));
  expect(await screen.findByRole('alert')).toHaveTextContent(ERRORS.somethingWentWrong);
  expect(screen.getByRole('button', { name: ONBOARDING.createProfile })).toBeEnabled();
});

test('/create-other-profile adds a profile to the account and opens it', async () => {
  const session = fakeSession(fakeSessionUser({ id: 2 }));
  const { platform, navigate } = renderAccounts(
    '/create-other-profile',
    (call) => (call.route.name === 'users.addProfile' ? { id: 77 } : null),
    session,
  );
  await throughLocation();
  await nextOpens('Your dancer card');
  fireEvent.click(screen.getByRole('button', { name: ONBOARDING.createProfile }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profile/77'));
  expect(bodiesOf(platform, 'users.addProfile')).toEqual([expect.objectContaining({ dancerName: 'B-Girl Ana', country: 'FR' })]);
  expect(bodiesOf(platform, 'users.update')).toEqual([]);
});
