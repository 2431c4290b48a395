import path from 'node:path';
import encodeQR from 'qr';
import { createTestContext, type TestContext } from './helpers/test-app.js';
import { fixtures } from './helpers/fixtures.js';
import { createEventCast, type EventCast } from './helpers/event-cast.js';
import { outboxMessages } from './helpers/outbox.js';

// The event page's "We've emailed you some help" (spec, events) says a QR code and a how-to guide
// were e-mailed: publishing sends them, through nodemailer, to the publisher's outbox.

let ctx: TestContext;
let cast: EventCast;
let orgId: number;
let adminEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  orgId = await fixtures(ctx.db).org({ name: 'Help Mail Crew' });
  cast = await createEventCast(ctx.db, orgId);
  const row = await ctx
    .db('users')
    .join('accounts', 'accounts.id', 'users.account_id')
    .where('users.id', cast.profiles.admin)
    .first('accounts.email');
  adminEmail = row.email;
});
afterAll(() => ctx.close());

const mails = async () => {
  await ctx.mailDelivered();
  return outboxMessages(path.join(ctx.tempDir, 'outbox'), adminEmail);
};

it('e-mails the publisher the event’s QR code and the how-to guide, once', async () => {
  const before = (await mails()).length;
  const id = await cast.event(orgId, { title: 'Door Help Jam', startDays: 3, endDays: 4 });
  await ctx.api().post(`/events/${id}/publish`).set(cast.headers.admin).expect(200);

  const sent = (await mails()).slice(before);
  expect(sent).toHaveLength(1);
  const [mail] = sent as [string];
  expect(mail).toContain('Subject: Your event is published: Door Help Jam');
  const eventLink = `http://cypher.test/event/${id}`;
  expect(mail).toContain(eventLink);
  expect(mail).toContain(`http://cypher.test/event/${id}/checkin`);
  expect(mail).toContain('How to run your event on Cypher');
  expect(mail).toContain('"Tickets and check-ins"');
  expect(mail).toContain('"Pay & Check-In"');

  // The attachment is the QR code of the event page's address.
  const attachment = mail.match(/Content-Type: image\/gif; name=(\S+)[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/);
  expect(attachment?.[1]).toBe(`event-${id}-qr.gif`);
  const gif = Buffer.from(attachment![2]!.replace(/\s/g, ''), 'base64');
  expect(gif.subarray(0, 6).toString('latin1')).toMatch(/^GIF8[79]a$/);
  expect(gif.equals(Buffer.from(encodeQR(eventLink, 'gif', { scale: 8 })))).toBe(true);

  // Publishing it again changes nothing and sends nothing.
  await ctx.api().post(`/events/${id}/publish`).set(cast.headers.admin).expect(200);
  expect((await mails()).length).toBe(before + 1);
});

it('sends nothing when publishing is refused', async () => {
  const before = (await mails()).length;
  const id = await cast.event(orgId, { title: 'Undated Help Jam', startDays: null });
  await ctx.api().post(`/events/${id}/publish`).set(cast.headers.admin).expect(400);
  await ctx.api().post(`/events/${id}/publish`).set(cast.headers.stranger).expect(404); // a draft is no stranger's to see
  expect((await mails()).length).toBe(before);
});
