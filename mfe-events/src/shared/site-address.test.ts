import { sitePageAddress } from './site-address';

describe('sitePageAddress', () => {
  it("is this page's origin on the site itself (no siteUrl), whatever host the API is on", () => {
    expect(sitePageAddress({}, '/event/7')).toBe(`${window.location.origin}/event/7`);
  });

  it("is the Cypher site's address inside a partner's widget", () => {
    expect(sitePageAddress({ siteUrl: (path) => `https://cypher.example${path}` }, '/event/7')).toBe(
      'https://cypher.example/event/7',
    );
  });
});
