import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** GET /api/admin/finance/debtors/:agencyId/statement.pdf as at the report's date. */
export function downloadStatement(args: { agencyId: number; asOf: string }) {
  return downloadFile(`/api/admin/finance/debtors/${args.agencyId}/statement.pdf`, {
    query: { asOf: args.asOf },
    fallbackName: `statement-${args.agencyId}-${args.asOf}.pdf`,
  });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
