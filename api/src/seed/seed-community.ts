import { toSqlDateTime } from '../db/datetime.js';
import { DANCERS, ORGANIZATIONS } from './demo-people.js';
import { HOMETOWNS } from './demo-places.js';
import { initialsOf, renderPlaceholder, storeDemoImage } from './demo-images.js';
import { DAY_MS, insertRow, insertRows, type SeedContext } from './seed-context.js';

export interface Community {
  userIds: number[];
  orgIds: number[];
  /** The two DJs (the last two dancers), who play rather than battle. */
  djIds: number[];
}

const AVATAR_SIZE = 256;
const ORG_IMAGE_SIZE = 400;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Dancers with avatars, organizations with images, their admins, promoters and members. */
export async function seedCommunity(ctx: SeedContext): Promise<Community> {
  const { rng } = ctx;
  const userIds: number[] = [];
  for (const [index, dancer] of DANCERS.entries()) {
    const png = await renderPlaceholder(initialsOf(dancer.dancerName), (index * 137) % 360, AVATAR_SIZE, AVATAR_SIZE);
    const avatar = await storeDemoImage(
      ctx.trx,
      ctx.imagesDir,
      `demo-avatar-${index + 1}.png`,
      png,
      AVATAR_SIZE,
      AVATAR_SIZE,
      ctx.now,
    );
    const home = rng.pick(HOMETOWNS);
    const birthYear = rng.int(1985, 2007);
    const handle = slug(dancer.dancerName);
    userIds.push(
      await insertRow(ctx, 'users', {
        account_id: null,
        is_main: true,
        dancer_name: dancer.dancerName,
        search_name: dancer.dancerName.toLowerCase(),
        first_name: dancer.firstName,
        last_name: dancer.lastName,
        birthday: `${birthYear}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
        country: home.country,
        state: home.state,
        city: home.city,
        avatar_image_id: avatar,
        card_image_id: null,
        is_patron: rng.chance(0.15),
        social_facebook: null,
        social_instagram: rng.chance(0.7) ? handle : null,
        social_twitter: null,
        social_youtube: rng.chance(0.2) ? `@${handle}` : null,
        social_website: null,
        social_email: null,
        // A few dancers keep their win count private, so the directory shows both cases.
        events_attended_public: true,
        battles_entered_public: true,
        battles_won_public: index % 9 !== 4,
        events_dj_public: true,
        battles_judged_public: true,
        released_at: null,
      }),
    );
  }

  const orgIds: number[] = [];
  for (const [index, org] of ORGANIZATIONS.entries()) {
    const png = await renderPlaceholder(initialsOf(org.name), (index * 61 + 200) % 360, ORG_IMAGE_SIZE, ORG_IMAGE_SIZE);
    const image = await storeDemoImage(
      ctx.trx,
      ctx.imagesDir,
      `demo-org-${index + 1}.png`,
      png,
      ORG_IMAGE_SIZE,
      ORG_IMAGE_SIZE,
      ctx.now,
    );
    const hasLegal = index % 2 === 0;
    orgIds.push(
      await insertRow(ctx, 'orgs', {
        name: org.name,
        search_name: org.name.toLowerCase(),
        image_id: image,
        status: 'published',
        description: org.description,
        founded: org.founded,
        ranking_disabled: false,
        social_facebook: null,
        social_instagram: org.instagram,
        social_twitter: null,
        social_youtube: null,
        social_website: null,
        agreement_title: hasLegal ? 'Competitor agreement' : null,
        agreement_subtitle: hasLegal ? `${org.name} battles` : null,
        agreement_version: hasLegal ? '1.0' : null,
        agreement_text: hasLegal ? '<p>I agree to respect the judges, the other dancers and the venue.</p>' : null,
        waiver_title: hasLegal ? 'Liability waiver' : null,
        waiver_subtitle: hasLegal ? 'Breaking is a physical activity' : null,
        waiver_version: hasLegal ? '1.0' : null,
        waiver_text: hasLegal
          ? '<p>I take part at my own risk and release the organizers from liability for injuries.</p>'
          : null,
        created_by_user_id: userIds[index],
      }),
    );
  }

  const roles: Record<string, unknown>[] = [];
  const members: Record<string, unknown>[] = [];
  for (const [index, orgId] of orgIds.entries()) {
    roles.push({ org_id: orgId, user_id: userIds[index], role: 'admin' });
    roles.push({ org_id: orgId, user_id: userIds[index + 6], role: 'admin' });
    roles.push({ org_id: orgId, user_id: userIds[index + 12], role: 'promoter' });
    for (const userId of rng.shuffle(userIds).slice(0, rng.int(6, 12))) {
      members.push({
        org_id: orgId,
        user_id: userId,
        joined_at: toSqlDateTime(new Date(ctx.now.getTime() - rng.int(30, 900) * DAY_MS)),
      });
    }
  }
  await insertRows(ctx, 'org_roles', roles);
  await insertRows(ctx, 'org_members', members);

  return { userIds, orgIds, djIds: userIds.slice(-2) };
}
