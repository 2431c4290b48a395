import { waitFor } from '@testing-library/react';
import { createFakePlatform } from '@cypher/contracts/testing';
import { bootstrap, mount, unmount } from './parcel';

// The parcel's lifecycles fetch single-spa-react on first use (it is not in the pages' shared kit).
test('the parcel mounts the area under its own router and unmounts cleanly', async () => {
  const notFound = jest.fn();
  const platform = createFakePlatform(() => undefined, { notFound });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = { name: 'battles-parcel', domElement, platform, initialPath: '/no-such-page' } as never;
  await bootstrap(props);
  await mount(props);
  await waitFor(() => expect(notFound).toHaveBeenCalled());
  expect(domElement.querySelector('.cy-root')).not.toBeNull();
  await unmount(props);
  expect(domElement.querySelector('.cy-root')).toBeNull();
});
