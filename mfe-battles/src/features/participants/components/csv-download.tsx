import { useState } from 'react';
import { routes } from '@cypher/contracts';
import { usePlatform } from '@cypher/contracts/react';
import { STAFF_LABELS } from '../staff-labels';
import { useBattleContext } from '../../../shared/battle-context';
import { saveDownloadedFile } from '../save-downloaded-file';

/**
 * 'Download CSV' of the participants, shown when the server says `canDownload`. The file carries
 * the name the API gives it (after the battle); a failed download is only logged (spec §8).
 */
export function CsvDownload() {
  const { battle } = useBattleContext();
  const { api } = usePlatform();
  const [busy, setBusy] = useState(false);
  if (!battle.canDownload || !api.download) return null;
  const download = async () => {
    setBusy(true);
    const file = await api.download?.(routes.battles.download, { params: { id: battle.id } });
    setBusy(false);
    if (file) saveDownloadedFile(file);
    else console.error(`CSV download of battle ${battle.id} failed`);
  };
  return (
    <button type="button" className="cy-button cy-button--ghost cy-button--small" disabled={busy} onClick={download}>
      {STAFF_LABELS.downloadCsv}
    </button>
  );
}
