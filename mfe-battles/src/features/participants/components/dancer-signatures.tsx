import { Suspense, useState } from 'react';
import { routes, type Battle, type CrewMember } from '@cypher/contracts';
import { isSignedDateValid } from '@cypher/contracts/rules';
import { DOCUMENT_LABELS } from '../../../shared/document-labels';
import { useBattleCall, useBattleContext } from '../../../shared/battle-context';
import { LegalDocumentDialog } from '../../../shared/legal-document-lazy';

export type Kind = 'agreement' | 'waiver';
type Signatures = Pick<CrewMember, 'id' | 'dancerName' | 'agreementSignedAt' | 'waiverSignedAt'>;

/** The documents the battle's organization asks its dancers to sign. */
function battleDocuments(battle: Pick<Battle, 'hasAgreement' | 'hasWaiver' | 'orgLegalDocs'>): Kind[] {
  const kinds: Kind[] = [];
  if (battle.hasAgreement && battle.orgLegalDocs.agreement) kinds.push('agreement');
  if (battle.hasWaiver && battle.orgLegalDocs.waiver) kinds.push('waiver');
  return kinds;
}

const signedAt = (dancer: Pick<Signatures, 'agreementSignedAt' | 'waiverSignedAt'>, kind: Kind) =>
  kind === 'agreement' ? dancer.agreementSignedAt : dancer.waiverSignedAt;

/** Whether the dancer still has a document to sign: nobody confirms them until they have (the API refuses). */
export function mustSign(
  battle: Pick<Battle, 'hasAgreement' | 'hasWaiver' | 'orgLegalDocs'>,
  dancer: Pick<Signatures, 'agreementSignedAt' | 'waiverSignedAt'>,
): boolean {
  return battleDocuments(battle).some((kind) => !isSignedDateValid(signedAt(dancer, kind)));
}

/**
 * A dancer's agreement and waiver as staff see them: signed, or 'Sign for {dancer}' which records
 * the signature for them (POST /admin/battles/{id}/sign-…/{userId}). Only the battle's documents.
 */
export function DancerSignatures({
  dancer,
  onSigned,
}: {
  dancer: Signatures;
  /** Told the recorded date, for lists that do not come from the battle (admin registration). */
  onSigned?: (kind: Kind, signedAt: string) => void;
}) {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [open, setOpen] = useState<Kind | null>(null);
  const docs = battle.orgLegalDocs;
  const kinds = battleDocuments(battle);
  if (kinds.length === 0) return null;
  const params = { params: { id: battle.id, userId: dancer.id } };
  const document = open === 'agreement' ? docs.agreement : open === 'waiver' ? docs.waiver : null;
  return (
    <span className="bt-dancer-signatures">
      {kinds.map((kind) =>
        isSignedDateValid(signedAt(dancer, kind)) ? (
          <span key={kind} className="bt-badge bt-badge--ok">
            {DOCUMENT_LABELS.documentSigned(DOCUMENT_LABELS.documents[kind])}
          </span>
        ) : (
          <button
            key={kind}
            type="button"
            className="cy-button cy-button--ghost cy-button--small"
            onClick={() => setOpen(kind)}
            aria-label={`${DOCUMENT_LABELS.signDocument(DOCUMENT_LABELS.documents[kind])} ${DOCUMENT_LABELS.signFor(dancer.dancerName)}`}
          >
            {DOCUMENT_LABELS.signDocument(DOCUMENT_LABELS.documents[kind])}
          </button>
        ),
      )}
      {open && document ? (
        <Suspense fallback={null}>
          <LegalDocumentDialog
            document={document}
            signerName={dancer.dancerName}
            onSign={async () => {
              const answer = await call(open === 'agreement' ? routes.admin.signAgreement : routes.admin.signWaiver, params);
              if (answer) onSigned?.(open, answer.signedAt);
              return answer;
            }}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
