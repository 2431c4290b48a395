import { useState } from 'react';
import type { LegalDocument } from '@cypher/contracts';
import { RichText } from '../features/battle/components/rich-text';
import { DIALOG_LABELS } from './dialog-labels';
import { DOCUMENT_LABELS } from './document-labels';
import { Modal } from './modal';

interface Props {
  document: LegalDocument;
  /** Who signs, when an admin records it for a dancer. */
  signerName?: string;
  /** Records the signature; null when the call failed (the dialog then stays open). */
  onSign: () => Promise<unknown>;
  onClose: () => void;
}

/** The organization's agreement or waiver to read and sign; closes once the signature is recorded. */
export default function LegalDocumentDialog({ document, signerName, onSign, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const sign = async () => {
    setBusy(true);
    const signed = await onSign();
    setBusy(false);
    if (signed !== null) onClose();
  };
  return (
    <Modal
      title={document.title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="cy-button cy-button--ghost" onClick={onClose}>
            {DIALOG_LABELS.cancel}
          </button>
          <button type="button" className="cy-button cy-button--accent" onClick={sign} disabled={busy}>
            {signerName ? DOCUMENT_LABELS.signFor(signerName) : DOCUMENT_LABELS.sign}
          </button>
        </>
      }
    >
      {document.subtitle ? <p className="cy-muted">{document.subtitle}</p> : null}
      <p className="bt-legal__version">{DOCUMENT_LABELS.version(document.version)}</p>
      <RichText className="bt-legal__text" html={document.text} />
    </Modal>
  );
}
