// ApiClient.download's work: fetch a file route and name the file. A module of its own that the
// client imports on the first download, since only battles' CSV export uses it (issue 7).
import type { AnyRoute } from './route.js';

/** A file an API route answered. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name || fallback;
}

/** Fetches `url` (a file route) and answers the bytes with their file name; null when it failed. */
export async function downloadFile(
  doFetch: typeof fetch,
  url: string,
  { route, headers, timeoutMs }: { route: AnyRoute; headers: Record<string, string>; timeoutMs: number },
): Promise<DownloadedFile | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await doFetch(url, { method: route.method, headers, signal: controller.signal });
    if (!response.ok) return null;
    const fallback = route.path.split('/').filter(Boolean).pop() ?? 'download';
    return {
      blob: await response.blob(),
      fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), fallback),
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
