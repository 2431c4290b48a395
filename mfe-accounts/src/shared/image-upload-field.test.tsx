import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IMAGE_MAX_BYTES, type Platform } from '@cypher/contracts';
import { ERRORS, ONBOARDING } from '@cypher/contracts/texts';
// The kit's image field as the profile forms use it.
import { ImageUploadField, PlatformProvider } from '@cypher/contracts/react';
import { createFakePlatform } from '@cypher/contracts/testing';

function Field() {
  const [value, setValue] = useState<number | null>(null);
  return <ImageUploadField label="Profile picture" value={value} onChange={setValue} width={200} />;
}

function renderField(overrides: Partial<Platform> = {}) {
  const toast = jest.fn();
  const platform = createFakePlatform((call) => (call.route.name === 'images.upload' ? { id: 5 } : null), {
    toast,
    ...overrides,
  });
  render(
    <PlatformProvider platform={platform}>
      <Field />
    </PlatformProvider>,
  );
  return { platform, toast };
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Profile picture', { selector: 'input' }), { target: { files: [file] } });

test('an image over 10,000,000 bytes is refused with the toast and not uploaded', () => {
  const { platform, toast } = renderField();
  const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
  Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
  choose(big);
  expect(toast).toHaveBeenCalledWith(ERRORS.imageTooLarge, 'error');
  expect(platform.calls).toHaveLength(0);
});

test('only png and jpeg are taken', () => {
  const { platform, toast } = renderField();
  choose(new File(['gif'], 'a.gif', { type: 'image/gif' }));
  expect(toast).toHaveBeenCalledWith('Use a png or jpeg image', 'error');
  expect(platform.calls).toHaveLength(0);
});

test('a png is uploaded through the platform and previewed; the button then edits it', async () => {
  const { platform } = renderField();
  expect(screen.getByRole('button', { name: ONBOARDING.addImage })).toBeInTheDocument();
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  choose(file);
  expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/images/5?w=200&h=200');
  expect(screen.getByRole('button', { name: ONBOARDING.editImage })).toBeInTheDocument();
  expect(platform.calls.map((call) => [call.route.name, call.input.body])).toEqual([['images.upload', file]]);
});

test('a host that cannot upload says something went wrong', async () => {
  const { toast } = renderField({ upload: undefined });
  choose(new File(['png'], 'me.png', { type: 'image/png' }));
  await waitFor(() => expect(toast).toHaveBeenCalledWith(ERRORS.generic, 'error'));
});
