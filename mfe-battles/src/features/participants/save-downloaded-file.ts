import type { DownloadedFile } from '@cypher/contracts';

/**
 * Hands a downloaded file to the browser's save flow (an object URL on a temporary link with the
 * `download` attribute); a no-op where there is no document. Only the participants' CSV
 * download uses it, so it lives here rather than in the kit every page downloads.
 */
export function saveDownloadedFile(file: DownloadedFile): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick so the click's navigation has started.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
