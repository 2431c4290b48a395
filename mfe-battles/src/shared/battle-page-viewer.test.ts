import { REGISTRATION_REASONS } from '@cypher/contracts/texts';
import { fakeBattle, fakeCrew } from '@cypher/contracts/testing';
import { asksOwnSignatures, seesOwnCrewParts, seesStaffParts, seesStaffTools, seesWinners } from './battle-page-viewer';

// What decides which on-demand parts the battle page fetches: a visitor's first screen gets none.
const open = { registerButtonVisible: true, registerButtonEnabled: true };
const agreement = { id: 1, version: '1', text: '<p>Terms</p>' } as never;
const asksAgreement = fakeBattle({
  permissions: { ...fakeBattle().permissions, ...open, showAgreement: true },
  orgLegalDocs: { agreement, waiver: null, agreementSignedAt: null, waiverSignedAt: null },
});

test('a visitor is asked for no documents, sees no crew of their own, no staff tools and no empty results', () => {
  expect(asksOwnSignatures(asksAgreement, false)).toBe(false);
  expect(seesOwnCrewParts(fakeBattle({ permissions: { ...fakeBattle().permissions, ...open } }), null)).toBe(false);
  expect(seesStaffParts(fakeBattle())).toBe(false);
  expect(seesWinners(fakeBattle())).toBe(false);
});

test('a signed-in dancer who may register is asked for the documents the server shows, unless refused for another reason', () => {
  expect(asksOwnSignatures(asksAgreement, true)).toBe(true);
  const mustSign = { ...asksAgreement.permissions, registerButtonEnabled: false };
  expect(
    asksOwnSignatures(
      { ...asksAgreement, permissions: { ...mustSign, registerButtonDisableReason: REGISTRATION_REASONS.signAgreement } },
      true,
    ),
  ).toBe(true);
  // Invited to a crew: accepting needs the signatures too.
  expect(
    asksOwnSignatures(
      { ...asksAgreement, permissions: { ...mustSign, registerButtonDisableReason: REGISTRATION_REASONS.invited } },
      true,
    ),
  ).toBe(true);
  expect(
    asksOwnSignatures(
      { ...asksAgreement, permissions: { ...mustSign, registerButtonDisableReason: 'Judges cannot register' } },
      true,
    ),
  ).toBe(false);
  expect(asksOwnSignatures({ ...asksAgreement, permissions: { ...asksAgreement.permissions, registered: true } }, true)).toBe(
    false,
  );
});

test('a dancer of a crew battle sees their crew parts when the card shows or a crew invited them or awaits their request', () => {
  expect(seesOwnCrewParts(fakeBattle({ permissions: { ...fakeBattle().permissions, ...open } }), 7)).toBe(true);
  expect(seesOwnCrewParts(fakeBattle({ crewSize: 1, permissions: { ...fakeBattle().permissions, ...open } }), 7)).toBe(false);
  expect(seesOwnCrewParts(fakeBattle(), 7)).toBe(false);
  expect(
    seesOwnCrewParts(fakeBattle({ crews: [fakeCrew(1, 'Rockers', [{ id: 7, dancerName: 'Ana', confirmed: false }])] }), 7),
  ).toBe(true);
  expect(
    seesOwnCrewParts(
      fakeBattle({ crews: [fakeCrew(1, 'Rockers', [{ id: 7, dancerName: 'Ana', confirmed: false, joinRequest: true }])] }),
      7,
    ),
  ).toBe(true);
});

test('staff parts: the tools for editors and CSV downloaders, the row actions for 1 vs 1 staff', () => {
  const event = fakeBattle().event;
  expect(seesStaffTools(fakeBattle({ canDownload: true }))).toBe(true);
  expect(seesStaffTools(fakeBattle({ event: { ...event, canEdit: true } }))).toBe(true);
  expect(seesStaffParts(fakeBattle({ event: { ...event, isStaff: true } }))).toBe(false);
  expect(seesStaffParts(fakeBattle({ crewSize: 1, event: { ...event, isStaff: true } }))).toBe(true);
});

test('results: shown once there are winners, and to event editors before', () => {
  expect(seesWinners(fakeBattle({ event: { ...fakeBattle().event, canEdit: true } }))).toBe(true);
  expect(seesWinners(fakeBattle({ winners: [{ place: 1, id: 1, name: 'Rockers', participants: [] }] as never }))).toBe(true);
});
