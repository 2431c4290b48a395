import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Organization } from '@cypher/contracts';
import { TOAST } from '@cypher/contracts/texts';
import { createFakePlatform } from '@cypher/contracts/testing';
import { answerBy, organization, renderAt } from '../test/organization-fixtures';

// Quill needs a real browser; the settings are tested with a plain field that reports HTML the same way.
jest.mock('../../../shared-contracts/src/react/quill-editor', () => ({
  __esModule: true,
  default: ({ label, initialValue, onChange }: { label: string; initialValue: string; onChange: (html: string) => void }) => (
    <textarea aria-label={label} defaultValue={initialValue} onChange={(event) => onChange(event.target.value)} />
  ),
}));

function settingsApi(fields: Partial<Organization> = {}) {
  let org = organization({ canEdit: true, ...fields });
  return answerBy({
    'orgs.get': ({ input }) => ((input.params as { id: number }).id === 5 ? org : null),
    'orgs.update': ({ input }) => (org = { ...org, ...(input.body as object) }),
  });
}

const lastSave = (platform: ReturnType<typeof createFakePlatform>) =>
  platform.calls.filter((c) => c.route.name === 'orgs.update').at(-1)?.input.body;

test('general: saving shows the changesSaved toast; founded is masked; the description is sanitised', async () => {
  const toast = jest.fn();
  const platform = createFakePlatform(settingsApi(), { toast });
  renderAt(platform, '/organization/5/settings/general');
  const founded = await screen.findByLabelText('Founded');
  fireEvent.change(founded, { target: { value: '0101-2019' } });
  expect(founded).toHaveValue('01/01/2019');
  fireEvent.change(await screen.findByLabelText('Description'), {
    target: { value: '<p><strong>Big</strong> news</p><script>alert(1)</script>' },
  });
  fireEvent.click(screen.getByLabelText(/Turn off ranking/));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.changesSaved));
  expect(lastSave(platform)).toEqual({
    name: 'Bronx Breakers',
    image: null,
    founded: '01/01/2019',
    rankingDisabled: true,
    description: '<p><strong>Big</strong> news</p>',
  });
});

test('general: an incomplete founded date is refused before saving', async () => {
  const platform = createFakePlatform(settingsApi());
  renderAt(platform, '/organization/5/settings/general');
  fireEvent.change(await screen.findByLabelText('Founded'), { target: { value: '13/45' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Date format mm/dd/yyyy')).toBeInTheDocument();
  expect(lastSave(platform)).toBeUndefined();
});

test('agreement: all parts empty saves it empty; otherwise trimmed and sanitised', async () => {
  const toast = jest.fn();
  const platform = createFakePlatform(settingsApi({ agreement: { title: 'T', subtitle: '', version: '1', text: '<p>x</p>' } }), {
    toast,
  });
  renderAt(platform, '/organization/5/settings/agreement');
  fireEvent.change(await screen.findByLabelText('Title'), { target: { value: '  ' } });
  fireEvent.change(screen.getByLabelText('Version'), { target: { value: '' } });
  fireEvent.change(await screen.findByLabelText('Text'), { target: { value: '<p><br></p>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(lastSave(platform)).toEqual({ agreement: null }));
  expect(toast).toHaveBeenCalledWith(TOAST.changesSaved);

  fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Rules ' } });
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: '<p onclick="x()">Be kind</p>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(lastSave(platform)).toEqual({ agreement: { title: 'Rules', subtitle: '', version: '', text: '<p>Be kind</p>' } }),
  );
});

test('socials: saved trimmed, an emptied one as none', async () => {
  const toast = jest.fn();
  const platform = createFakePlatform(settingsApi(), { toast });
  renderAt(platform, '/organization/5/settings/socials');
  fireEvent.change(await screen.findByLabelText('Instagram'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Twitter'), { target: { value: ' bronx ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(TOAST.changesSaved));
  expect(lastSave(platform)).toEqual({
    socials: { facebook: null, instagram: null, twitter: 'bronx', youtube: null, website: 'bronx.example.org' },
  });
});

test('the side menu lists the child pages and marks the open one', async () => {
  renderAt(createFakePlatform(settingsApi()), '/organization/5/settings/admins');
  const current = await screen.findByRole('link', { name: 'Admins' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
    expect.arrayContaining(['General Info', 'Admins', 'Members', 'Promoters', 'Social', 'Agreement', 'Waiver']),
  );
  expect(screen.getByRole('list', { name: 'Add an admin' })).toHaveTextContent('Admin One');
});

test('the Members page is headed once', async () => {
  const api = settingsApi();
  renderAt(
    createFakePlatform((call) => (call.route.name === 'orgs.members' ? [] : api(call))),
    '/organization/5/settings/members',
  );
  expect(await screen.findByRole('heading', { level: 2, name: 'Members' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { name: 'Members' })).toHaveLength(1);
});

test('an unknown organization redirects to Organizations', async () => {
  renderAt(createFakePlatform(settingsApi()), '/organization/404/settings/general');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/organizations$/));
});
