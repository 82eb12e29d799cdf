/**
 * Where a supplier request is read and answered: from the emailed link (no login, the token is
 * the key) or in the supplier app (signed in, the request id). Both answer with the same payloads.
 */
export type TRequestSource = { kind: 'link'; token: string } | { kind: 'app'; id: number };

export function requestBasePath(source: TRequestSource): string {
  return source.kind === 'link'
    ? `/api/supplier-links/${encodeURIComponent(source.token)}`
    : `/api/supplier/requests/${source.id}`;
}

export function sourceKey(source: TRequestSource): readonly [string, string | number] {
  return source.kind === 'link' ? ['link', source.token] : ['app', source.id];
}
