import { performance } from 'node:perf_hooks';
import { createIdentityService } from '../src/services/identity-service.js';
import { createSignedInDancer } from './helpers/auth.js';
import { createTestContext, TEST_AUTH_SECRET, TEST_NOW, type TestContext } from './helpers/test-app.js';

/**
 * Magic-link and reset requests must not tell which addresses have an account, neither by their
 * answer nor by how long it takes: the answer goes out before the address is looked up.
 */
jest.setTimeout(30_000);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_LINKS_PER_IP: '1000' } });
});
afterAll(() => ctx.close());

it('answers before looking the address up or sending anything', async () => {
  const dancer = await createSignedInDancer(ctx.db, { email: 'known.timing@example.test' });
  let releaseMail!: () => void;
  const mailGate = new Promise<void>((resolve) => (releaseMail = resolve));
  const sent: string[] = [];
  const identity = createIdentityService({
    db: ctx.db,
    secret: TEST_AUTH_SECRET,
    now: () => TEST_NOW,
    publicUrl: 'http://cypher.test',
    // A mail server that does not answer until told to.
    sendMail: async (message) => {
      await mailGate;
      sent.push(message.to);
    },
    log: (error) => {
      throw error;
    },
  });
  await expect(identity.requestLink('magic-link', 'known.timing@example.test')).resolves.toEqual({ ok: true });
  await expect(identity.requestLink('reset-password', 'nobody.timing@example.test')).resolves.toEqual({ ok: true });
  expect(sent).toEqual([]);
  releaseMail();
  await identity.linksDelivered();
  expect(sent).toEqual(['known.timing@example.test']);
  expect(await ctx.db('auth_tokens').where({ account_id: dancer.accountId })).toHaveLength(1);
});

it('takes as long for a known address as for an unknown one', async () => {
  const ROUNDS = 15;
  const known = await Promise.all(
    Array.from({ length: ROUNDS }, async (_, i) => {
      const email = `timed-${i}@example.test`;
      await createSignedInDancer(ctx.db, { email });
      return email;
    }),
  );
  const timeOf = async (email: string, path: string) => {
    const start = performance.now();
    await ctx.api().post(path).send({ email }).expect(200, { ok: true });
    return performance.now() - start;
  };
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  // Interleaved, so load on the machine falls on both alike.
  for (let i = 0; i < ROUNDS; i += 1) {
    const path = i % 2 ? '/user/magic-link' : '/user/reset-password';
    knownTimes.push(await timeOf(known[i]!, path));
    unknownTimes.push(await timeOf(`ghost-${i}@example.test`, path));
    await ctx.mailDelivered();
  }
  // Before the fix the known path did a token insert and wrote the mail first (about 3× slower).
  expect(median(knownTimes)).toBeLessThan(median(unknownTimes) * 1.5 + 2);
});
