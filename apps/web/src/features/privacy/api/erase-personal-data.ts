import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZErasePersonalDataResponse } from '@portal/shared/contracts/privacy';
import { api } from '../../../lib/api-client';
import { personalDataPath } from './export-personal-data';

export function erasePersonalData(reference: string, confirmReference: string) {
  return api.post(
    `${personalDataPath(reference)}/erase`,
    { confirmReference },
    { schema: ZErasePersonalDataResponse },
  );
}

/**
 * Erases the travellers' personal data of a file. Every cached answer may hold their names (the
 * file, lists, invoices, history): all of them load again.
 */
export function useErasePersonalData(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmReference: string) => erasePersonalData(reference, confirmReference),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
