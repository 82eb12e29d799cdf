import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZFitTrackerActionResult,
  type TFitTrackerAction,
} from '@portal/shared/contracts/fit-tracker';
import { api } from '../../../lib/api-client';
import { fitTrackerKeys } from './query-keys';

export interface TRunFitTrackerAction {
  reference: string;
  action: TFitTrackerAction;
}

/** One click on a tracker row: send documents, chase suppliers, remind, ask for the contact. */
export function runFitTrackerAction({ reference, action }: TRunFitTrackerAction) {
  return api.post(`/api/admin/fit-tracker/${encodeURIComponent(reference)}/${action}`, undefined, {
    schema: ZFitTrackerActionResult,
  });
}

export function useRunFitTrackerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runFitTrackerAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fitTrackerKeys.lists() }),
  });
}
