import { createTestContext, type TestContext } from './helpers/test-app.js';

/** GET /config hands the front ends the Maps browser key from GOOGLE_MAPS_API_KEY. */
let withKey: TestContext;
let withoutKey: TestContext;

beforeAll(async () => {
  withKey = await createTestContext({ env: { GOOGLE_MAPS_API_KEY: ' AIza-test-key ' } });
  withoutKey = await createTestContext();
});
afterAll(async () => {
  await withKey.close();
  await withoutKey.close();
});

describe('GET /config', () => {
  it('answers the Maps key to anyone', async () => {
    expect((await withKey.api().get('/config').expect(200)).body).toEqual({ googleMapsApiKey: 'AIza-test-key' });
  });

  it('answers null without a key (no map; the address is free text)', async () => {
    expect((await withoutKey.api().get('/config').expect(200)).body).toEqual({ googleMapsApiKey: null });
  });
});
