import type { QueryClient } from '@tanstack/react-query';
import type { TFileView } from '@portal/shared/contracts/files';
import { fileKeys } from './query-keys';

/**
 * After a change the server answers the whole file: it replaces the cached file at once, and the
 * lists, versions and history that depend on it are fetched again.
 */
export async function storeChangedFile(queryClient: QueryClient, file: TFileView): Promise<void> {
  queryClient.setQueryData(fileKeys.detail(file.reference), file);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: fileKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: fileKeys.versions(file.reference) }),
    queryClient.invalidateQueries({ queryKey: fileKeys.events(file.reference) }),
  ]);
}
