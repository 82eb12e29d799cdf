import i18n from './i18n';
import { ApiError, type TQueryParams } from './api-client';

/**
 * Downloads a file the server answers (a supplier's contract, a rates CSV) through fetch rather than
 * a plain link, so the page can show progress and the server's message when the download is refused.
 * The answer's Content-Disposition names the file; `fallbackName` is used when it does not.
 */

export function readDownloadFileName(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name: fall back to the plain one.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition)?.[1];
  return plain ? plain.trim() : null;
}

function buildUrl(path: string, query: TQueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  } catch {
    // Not JSON: there is no message to show.
  }
  return i18n.t('errors.generic', { ns: 'common' });
}

export async function downloadFile(
  path: string,
  { query, fallbackName }: { query?: TQueryParams; fallbackName: string },
): Promise<string> {
  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
    });
  } catch (error) {
    console.error(`GET ${url} failed: no answer from the server.`, error);
    throw new ApiError(0, i18n.t('errors.network', { ns: 'common' }));
  }
  if (!response.ok) {
    const message = await readMessage(response);
    console.error(`GET ${url} failed with status ${response.status}.`, message);
    throw new ApiError(response.status, message);
  }
  const fileName =
    readDownloadFileName(response.headers.get('Content-Disposition')) ?? fallbackName;
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoke after the click has been handled; revoking at once can cancel the download.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  }
  return fileName;
}
