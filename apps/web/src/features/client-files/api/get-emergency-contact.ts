import { useMutation } from '@tanstack/react-query';
import { ZAdminEmergencyContact } from '@portal/shared/contracts/traveller';
import { api } from '../../../lib/api-client';
import { clientFilePath } from './query-keys';

/**
 * Reads the emergency contact a traveller saved. A mutation, not a query: each reading is audited
 * on the server, so it happens when a person asks, never on a background refetch.
 */
export function useReadEmergencyContact(reference: string) {
  return useMutation({
    mutationFn: () =>
      api.get(`/api/admin/files/${clientFilePath(reference)}/emergency-contact`, {
        schema: ZAdminEmergencyContact,
      }),
  });
}
