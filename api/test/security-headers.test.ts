import { parseTrustProxy } from '../src/http/trust-proxy.js';
import { createTestContext, type TestContext } from './helpers/test-app.js';

// Issue 12, defect 9: API answers are data the browser must never sniff into a page or frame.
describe('API security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it.each([
    ['an answer', '/health', 200],
    ['a 400', '/events?pp=0', 400],
    ['a 404', '/no-such-thing', 404],
    ['a list', '/events?t=future', 200],
  ])('%s carries nosniff, a deny-all policy and no framing', async (_what, path, status) => {
    const res = await ctx.api().get(path).expect(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('keeps CORS for partner origins beside the headers', async () => {
    const res = await ctx.api().get('/health').set('Origin', 'https://partner.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('TRUST_PROXY', () => {
  it('reads Express trust-proxy forms and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(() => parseTrustProxy('every<body>')).toThrow(/TRUST_PROXY/);
  });

  /** Failed logins from three forwarded addresses, with a per-address limit of two. */
  async function failedLoginsFromThreeAddresses(env: Record<string, string>): Promise<number[]> {
    const ctx = await createTestContext({ env: { RATE_LIMIT_LOGIN_PER_IP: '2', ...env } });
    try {
      const statuses: number[] = [];
      for (const [i, address] of ['203.0.113.1', '203.0.113.2', '203.0.113.3'].entries()) {
        const res = await ctx
          .api()
          .post('/auth/login')
          .set('X-Forwarded-For', address)
          .send({ email: `nobody-${i}@example.test`, password: 'wrong-password-1' });
        statuses.push(res.status);
      }
      return statuses;
    } finally {
      await ctx.close();
    }
  }

  it('off by default: a forged X-Forwarded-For does not give a visitor a fresh address', async () => {
    expect(await failedLoginsFromThreeAddresses({})).toEqual([401, 401, 429]);
  });

  it('on behind a proxy: each forwarded address counts on its own', async () => {
    expect(await failedLoginsFromThreeAddresses({ TRUST_PROXY: '1' })).toEqual([401, 401, 401]);
  });
});
