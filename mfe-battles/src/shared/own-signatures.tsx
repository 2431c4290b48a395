import { Suspense, useState } from 'react';
import { routes, type LegalDocument } from '@cypher/contracts';
import { isSignedDateValid } from '@cypher/contracts/rules';
import { DOCUMENT_LABELS } from './document-labels';
import { useBattleCall, useBattleContext } from './battle-context';
import { LegalDocumentDialog } from './legal-document-lazy';

type Kind = 'agreement' | 'waiver';

/**
 * The caller's own agreement and waiver for this battle: signed (with the date) or a button that
 * opens the document to sign. Shown only for the documents the server asks for.
 */
export function OwnSignatures() {
  const { battle } = useBattleContext();
  const call = useBattleCall();
  const [open, setOpen] = useState<Kind | null>(null);
  const { permissions: p, orgLegalDocs: docs } = battle;
  const rows: Array<{ kind: Kind; document: LegalDocument; signedAt: string | null }> = [];
  if (p.showAgreement && docs.agreement)
    rows.push({ kind: 'agreement', document: docs.agreement, signedAt: docs.agreementSignedAt });
  if (p.showWaiver && docs.waiver) rows.push({ kind: 'waiver', document: docs.waiver, signedAt: docs.waiverSignedAt });
  if (rows.length === 0) return null;
  const shown = rows.find((row) => row.kind === open);
  const params = { params: { id: battle.id } };
  return (
    <>
      <ul className="bt-signatures">
        {rows.map((row) => (
          <li key={row.kind} className="bt-signatures__item">
            <span>{DOCUMENT_LABELS.documents[row.kind]}</span>
            {isSignedDateValid(row.signedAt) ? (
              <span className="bt-badge bt-badge--ok">{DOCUMENT_LABELS.signed}</span>
            ) : (
              <button type="button" className="cy-button cy-button--small" onClick={() => setOpen(row.kind)}>
                {DOCUMENT_LABELS.signDocument(DOCUMENT_LABELS.documents[row.kind])}
              </button>
            )}
          </li>
        ))}
      </ul>
      {shown ? (
        <Suspense fallback={null}>
          <LegalDocumentDialog
            document={shown.document}
            onSign={() => call(shown.kind === 'agreement' ? routes.battles.signAgreement : routes.battles.signWaiver, params)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
