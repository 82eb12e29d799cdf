import { useQueryClient } from '@tanstack/react-query';
import type { TFileListItem } from '@portal/shared/contracts/files';
import type { TPaginated } from '@portal/shared/contracts/pagination';
import { isFileStatus } from '@portal/shared/domain/file-states';
import { agencyChannel, fileChannel } from '@portal/shared/domain/realtime-channels';
import { useState } from 'react';
import type { RealtimeConnection } from '../../../lib/realtime';
import { realtime } from '../../../lib/realtime';
import {
  cacheUpdate,
  useRealtimeEvent,
  useRealtimeQuerySync,
} from '../../../lib/use-realtime-event';
import { fileKeys } from '../api/query-keys';

/**
 * Live updates of one file (its `private-file.{id}` channel): any change, status move or supplier
 * answer refetches the file, its versions and its history (a client's acceptance also the share
 * panel); missed events are caught up when the
 * connection comes back. Returns when the last update arrived, for the page to say so.
 */
export function useFileLiveUpdates(
  file: { id: number; reference: string } | undefined,
  connection: RealtimeConnection = realtime,
): string | null {
  const queryClient = useQueryClient();
  const [lastUpdateAt, setLastUpdateAt] = useState<string | null>(null);
  const channel = file ? fileChannel(file.id) : null;
  const reference = file?.reference ?? '';
  const everything = [
    fileKeys.detail(reference),
    fileKeys.versions(reference),
    fileKeys.events(reference),
  ];

  useRealtimeQuerySync(
    channel,
    'file.updated',
    { invalidate: () => everything, resync: everything },
    connection,
  );
  useRealtimeQuerySync(
    channel,
    'booking.status-changed',
    { invalidate: () => [fileKeys.detail(reference), fileKeys.events(reference)] },
    connection,
  );
  useRealtimeQuerySync(
    channel,
    'service-line.updated',
    { invalidate: () => [fileKeys.detail(reference), fileKeys.events(reference)] },
    connection,
  );
  // The client accepted the quote on its public page: the file's history and the share panel.
  useRealtimeQuerySync(
    channel,
    'quote.accepted',
    {
      invalidate: () => [
        fileKeys.detail(reference),
        fileKeys.events(reference),
        fileKeys.share(reference),
      ],
    },
    connection,
  );
  useRealtimeEvent(
    channel,
    'quote.accepted',
    (event) => setLastUpdateAt(event.acceptedAt),
    connection,
  );
  useRealtimeEvent(
    channel,
    'file.updated',
    (event) => setLastUpdateAt(event.changedAt),
    connection,
  );
  useRealtimeEvent(
    channel,
    'booking.status-changed',
    (event) => {
      setLastUpdateAt(event.changedAt);
      // The list rows show the status too; they are refetched when next shown.
      void queryClient.invalidateQueries({ queryKey: fileKeys.lists() });
    },
    connection,
  );
  return lastUpdateAt;
}

/**
 * My Files follows the agency's channel: a status move updates the row at once, any other change
 * refetches the page.
 */
export function useAgencyFilesLiveUpdates(
  agencyId: number | null | undefined,
  connection: RealtimeConnection = realtime,
): void {
  const channel = agencyId ? agencyChannel(agencyId) : null;
  useRealtimeQuerySync(
    channel,
    'booking.status-changed',
    {
      update: (event) => [
        cacheUpdate<TPaginated<TFileListItem>>(fileKeys.lists(), (page) => ({
          ...page,
          data: page.data.map((row) =>
            row.reference === event.bookingReference && isFileStatus(event.status)
              ? { ...row, status: event.status }
              : row,
          ),
        })),
      ],
      resync: [fileKeys.lists()],
    },
    connection,
  );
  useRealtimeQuerySync(
    channel,
    'file.updated',
    { invalidate: () => [fileKeys.lists()] },
    connection,
  );
}
