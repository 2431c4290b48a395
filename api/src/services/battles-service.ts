import { eventPeriod, type Battle, type BracketSize, type Place } from '@cypher/contracts';
import type { Caller } from '../auth/caller.js';
import { NotFoundError } from '../errors.js';
import { canEditBattle, registerButton, registrationCap, registrationClosedReason } from '../policies/battle-policies.js';
import { canViewEvent } from '../policies/event-policies.js';
import type { Repositories } from '../repositories/index.js';
import { battleLists, validSignedAt } from './battle-view.js';
import type { BattleViewerOf } from './battle-viewer.js';
import { orgChipOf } from './org-chip.js';

/** GET /battles/{id}: the battle page's one read, as the calling profile may see it. */
export function createBattlesService(repos: Repositories, deps: { now: () => Date; viewerOf: BattleViewerOf }) {
  /**
   * The battle, its event and what the caller is to it; 404 when unknown, of a deleted event, or
   * of a draft the caller does not edit (a battle of a draft is as invisible as its event, except
   * to its editors: the wizard's battle editor). Every public read of a battle starts here.
   */
  async function visible(id: number, caller: Caller | null) {
    const battle = await repos.battles.findById(id);
    const event = battle && (await repos.events.findById(battle.eventId));
    if (!battle || !event) throw new NotFoundError('Battle', id);
    const viewer = await deps.viewerOf(battle, event, caller);
    if (!canViewEvent(event.status, viewer.canEditEvent)) throw new NotFoundError('Battle', id);
    return { battle, event, viewer };
  }

  return {
    visible,

    async get(id: number, caller: Caller | null): Promise<Battle> {
      const { battle, event, viewer } = await visible(id, caller);

      // Documents belong to the organization whatever its status; the chip is the battle's.
      const org = battle.orgId === null ? null : await repos.orgs.findById(battle.orgId);
      const versions = { agreement: org?.agreement?.version ?? null, waiver: org?.waiver?.version ?? null };
      const [prizes, judges, crewRows, entryRows, results, counts, nonCompetitors] = await Promise.all([
        repos.battles.prizes(id),
        repos.battles.judges(id),
        repos.battles.crews(id),
        repos.battles.entries(id, battle.eventId),
        repos.battles.results(id),
        repos.battles.entryCounts([battle]),
        repos.battles.nonCompetitorIds(id, battle.eventId),
      ]);
      const userIds = entryRows.map((entry) => entry.id);
      if (viewer.profileId !== null) userIds.push(viewer.profileId);
      const signatures: Map<string, string | null> =
        battle.orgId === null ? new Map() : await repos.battles.signatures(battle.orgId, userIds, versions);
      const hasAgreement = Boolean(org?.agreement);
      const hasWaiver = Boolean(org?.waiver);
      const lists = battleLists({ crewRows, entryRows, results, signatures, hasAgreement, hasWaiver });

      const own = entryRows.find((entry) => viewer.profileId !== null && entry.id === viewer.profileId);
      const ownCrew = own?.crewId == null ? null : lists.crews.find((crew) => crew.id === own.crewId);
      const ownState = !own
        ? ('none' as const)
        : own.confirmedAt === null
          ? ('invited' as const)
          : (ownCrew ? ownCrew.inWaitlist : own.inWaitlist)
            ? ('waitlisted' as const)
            : ('registered' as const);
      const mySignature = (doc: 'agreement' | 'waiver') =>
        viewer.profileId === null ? null : validSignedAt(signatures.get(`${viewer.profileId}:${doc}`));
      const agreementSignedAt = hasAgreement ? mySignature('agreement') : null;
      const waiverSignedAt = hasWaiver ? mySignature('waiver') : null;
      const signedIn = viewer.profileId !== null;
      const unsigned = {
        agreement: signedIn && hasAgreement && !agreementSignedAt,
        waiver: signedIn && hasWaiver && !waiverSignedAt,
      };

      const period = eventPeriod(event.dateStart, event.dateEnd, deps.now());
      const entryCounts = counts.get(battle.id)!;
      const cap = registrationCap(battle);
      const rules = {
        status: battle.status,
        organizationCompetitorsOnly: battle.organizationCompetitorsOnly,
        hasOrg: battle.orgId !== null,
      };
      const hasResults = results.length > 0;
      const button = registerButton({
        battle: rules,
        period,
        hasResults,
        viewer,
        own: ownState,
        full: cap !== null && entryCounts.registered >= cap,
        unsigned,
      });

      // Hidden participant lists stay on the server for anyone who is not staff (the page blurs a
      // placeholder list instead), except the caller's own entry or crew; counts and winners are public.
      const hidden = battle.hideParticipants && !viewer.isStaff;
      const mine = <T extends { id: number }>(list: T[], ids: (item: T) => number[]) =>
        hidden ? list.filter((item) => viewer.profileId !== null && ids(item).includes(viewer.profileId)) : list;
      const crews = mine(lists.crews, (crew) => crew.participants.map((p) => p.id));
      // Built from the crews this caller may see: counting a hidden crew's members would name them.
      const confirmedIds = crews.flatMap((crew) => crew.participants.filter((p) => p.confirmed).map((p) => p.id));
      return {
        id: battle.id,
        eventId: battle.eventId,
        event: {
          id: event.id,
          title: event.title,
          period,
          canEdit: viewer.canEditEvent,
          isStaff: viewer.isStaff,
          excludedUserIds: [...new Set([...nonCompetitors, ...confirmedIds])],
        },
        orgId: battle.orgId ?? 0,
        title: battle.title,
        crewSize: battle.crewSize,
        description: battle.description,
        organizationCompetitorsOnly: battle.organizationCompetitorsOnly,
        hideParticipants: battle.hideParticipants,
        participationCapType: battle.participationCapType,
        limit: battle.limit,
        style: battle.style,
        bracketSize: battle.style === 'bracket' ? (battle.bracketSize as BracketSize) : null,
        bracketLevels: battle.bracketLevels,
        prizesDesc: battle.prizesDesc,
        startDate: battle.startDate,
        judges,
        prizes: prizes.map(({ id: prizeId, place, title, amount }) => ({ id: prizeId, place: place as Place, title, amount })),
        orgChip: orgChipOf(battle.orgId, battle.orgName, battle.orgImage),
        participants: mine(lists.participants, (p) => [p.id]),
        waitList: mine(lists.waitList, (p) => [p.id]),
        crews,
        winners: lists.winners,
        status: battle.status,
        canEdit: canEditBattle(viewer),
        canDownload: viewer.isStaff,
        // A dancer leaves (or edits their crew) only while registration is open: the same rule the writes refuse by.
        canUnregister:
          (ownState === 'registered' || ownState === 'waitlisted') &&
          registrationClosedReason({ status: battle.status, period, hasResults }) === null,
        hasAgreement,
        hasWaiver,
        orgLegalDocs: { agreement: org?.agreement ?? null, waiver: org?.waiver ?? null, agreementSignedAt, waiverSignedAt },
        permissions: {
          registered: ownState === 'registered' || ownState === 'waitlisted',
          waitlisted: ownState === 'waitlisted',
          registerButtonVisible: button.visible,
          registerButtonEnabled: button.enabled,
          registerButtonDisableReason: button.reason,
          showAgreement: unsigned.agreement,
          showWaiver: unsigned.waiver,
        },
        registeredCount: entryCounts.registered,
        checkedInCount: entryCounts.checkedIn,
      };
    },
  };
}

export type BattlesService = ReturnType<typeof createBattlesService>;
