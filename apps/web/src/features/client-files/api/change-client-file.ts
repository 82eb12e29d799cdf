import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdminFileView,
  ZFileChangeResponse,
  type TChangeFileStatusRequest,
  type TChangeLineStatusRequest,
  type TUpdateFileRequest,
} from '@portal/shared/contracts/files';
import {
  ZChangeLinePriceResponse,
  ZClientFileBackOffice,
  type TChangeLinePriceRequest,
  type TUpdateClientFileBackOffice,
} from '@portal/shared/contracts/files-admin';
import { api } from '../../../lib/api-client';
import { clientFileKeys, clientFilePath } from './query-keys';

/** The back office's changes to one file; each refreshes the file and the list. */
export function useClientFileChanges(reference: string) {
  const queryClient = useQueryClient();
  const path = clientFilePath(reference);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: clientFileKeys.file(reference) }),
      queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() }),
    ]);

  const changeStatus = useMutation({
    mutationFn: (body: TChangeFileStatusRequest) =>
      api.post(`/api/admin/files/${path}/status`, body, { schema: ZAdminFileView }),
    onSuccess: (file) => {
      queryClient.setQueryData(clientFileKeys.file(reference), file);
      return refresh();
    },
  });

  const changeLineStatus = useMutation({
    mutationFn: ({ lineId, ...body }: TChangeLineStatusRequest & { lineId: number }) =>
      api.post(`/api/admin/files/${path}/lines/${lineId}/status`, body, {
        schema: ZAdminFileView,
      }),
    onSuccess: (file) => {
      queryClient.setQueryData(clientFileKeys.file(reference), file);
      return refresh();
    },
  });

  const changeLinePrice = useMutation({
    mutationFn: ({ lineId, ...body }: TChangeLinePriceRequest & { lineId: number }) =>
      api.post(`/api/admin/client-files/${path}/lines/${lineId}/price`, body, {
        schema: ZChangeLinePriceResponse,
      }),
    onSuccess: refresh,
  });

  const updateBackOffice = useMutation({
    mutationFn: (body: TUpdateClientFileBackOffice) =>
      api.patch(`/api/admin/client-files/${path}/back-office`, body, {
        schema: ZClientFileBackOffice,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(clientFileKeys.backOffice(reference), saved);
      return queryClient.invalidateQueries({ queryKey: clientFileKeys.lists() });
    },
  });

  // A quote's trip (names, dates, rooms) and removing one of its services: repriced by the server.
  const updateTrip = useMutation({
    mutationFn: (body: TUpdateFileRequest) =>
      api.patch(`/api/admin/client-files/${path}`, body, { schema: ZFileChangeResponse }),
    onSuccess: refresh,
  });

  const removeLine = useMutation({
    mutationFn: (lineId: number) =>
      api.delete(`/api/admin/client-files/${path}/lines/${lineId}`, {
        schema: ZFileChangeResponse,
      }),
    onSuccess: refresh,
  });

  return {
    changeStatus,
    changeLineStatus,
    changeLinePrice,
    updateBackOffice,
    updateTrip,
    removeLine,
  };
}
