import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** An invoice or credit note of any agency's file, as the back office downloads it. */
export type TFinanceDocument = { kind: 'invoice' | 'credit-note'; id: number; number: string };

export function downloadFinanceDocument(document: TFinanceDocument) {
  const collection = document.kind === 'invoice' ? 'invoices' : 'credit-notes';
  return downloadFile(`/api/admin/${collection}/${document.id}/pdf`, {
    fallbackName: `${document.number}.pdf`,
  });
}

export function useDownloadFinanceDocument() {
  return useMutation({ mutationFn: downloadFinanceDocument });
}
