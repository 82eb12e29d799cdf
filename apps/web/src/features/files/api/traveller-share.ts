import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZTravellerLinks,
  ZTravellerShare,
  type TShareLinkEmailRequestInput,
  type TTravellerLinkKindName,
} from '@portal/shared/contracts/traveller';
import { api } from '../../../lib/api-client';
import { fileKeys, normaliseReference } from './query-keys';

function linksPath(reference: string): string {
  return `/api/app/files/${encodeURIComponent(normaliseReference(reference))}/traveller-links`;
}

/** The client's live links and whether the quote was accepted; reading creates no link. */
export function useTravellerShare(reference: string) {
  return useQuery({
    queryKey: fileKeys.share(reference),
    queryFn: () => api.get(linksPath(reference), { schema: ZTravellerShare }),
  });
}

function useRefreshShare(reference: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: fileKeys.share(reference) });
}

/** Makes the links (the same ones afterwards) so the agent can copy them. */
export function useCreateTravellerLinks(reference: string) {
  const refresh = useRefreshShare(reference);
  return useMutation({
    mutationFn: () => api.post(linksPath(reference), undefined, { schema: ZTravellerLinks }),
    onSuccess: refresh,
  });
}

export function useEmailTravellerLink(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: TTravellerLinkKindName } & TShareLinkEmailRequestInput) =>
      api.post(
        `${linksPath(reference)}/${input.kind}/email`,
        { email: input.email, message: input.message },
        { schema: ZTravellerShare },
      ),
    onSuccess: (share) => queryClient.setQueryData(fileKeys.share(reference), share),
  });
}

export function useRevokeTravellerLink(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TTravellerLinkKindName) =>
      api.post(`${linksPath(reference)}/${kind}/revoke`, undefined, { schema: ZTravellerShare }),
    onSuccess: (share) => queryClient.setQueryData(fileKeys.share(reference), share),
  });
}
