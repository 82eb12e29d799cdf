import { useMutation, useQuery } from '@tanstack/react-query';
import { ZFileInvoices, ZFileTransactions } from '@portal/shared/contracts/invoices';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { fileKeys, normaliseReference } from './query-keys';

const filePath = (reference: string) =>
  `/api/app/files/${encodeURIComponent(normaliseReference(reference))}`;

// Under the file's detail key, so whatever refreshes the file (live updates) refreshes these too.
const documentKeys = {
  invoices: (reference: string) => [...fileKeys.detail(reference), 'invoices'] as const,
  transactions: (reference: string) => [...fileKeys.detail(reference), 'transactions'] as const,
};

export function getFileInvoices(reference: string) {
  return api.get(`${filePath(reference)}/invoices`, { schema: ZFileInvoices });
}

export function useFileInvoices(reference: string) {
  return useQuery({
    queryKey: documentKeys.invoices(reference),
    queryFn: () => getFileInvoices(reference),
  });
}

export function getFileTransactions(reference: string) {
  return api.get(`${filePath(reference)}/transactions`, { schema: ZFileTransactions });
}

export function useFileTransactions(reference: string) {
  return useQuery({
    queryKey: documentKeys.transactions(reference),
    queryFn: () => getFileTransactions(reference),
  });
}

/** A document of the file, rendered by the server when asked for. */
export type TFileDocument =
  | { kind: 'invoice'; id: number; number: string }
  | { kind: 'credit-note'; id: number; number: string }
  | { kind: 'itinerary'; reference: string }
  | { kind: 'voucher'; reference: string; lineId: number };

export function downloadFileDocument(document: TFileDocument) {
  switch (document.kind) {
    case 'invoice':
      return downloadFile(`/api/app/invoices/${document.id}/pdf`, {
        fallbackName: `${document.number}.pdf`,
      });
    case 'credit-note':
      return downloadFile(`/api/app/credit-notes/${document.id}/pdf`, {
        fallbackName: `${document.number}.pdf`,
      });
    case 'itinerary':
      return downloadFile(`${filePath(document.reference)}/itinerary.pdf`, {
        fallbackName: `itinerary-${normaliseReference(document.reference)}.pdf`,
      });
    case 'voucher':
      return downloadFile(`${filePath(document.reference)}/lines/${document.lineId}/voucher.pdf`, {
        fallbackName: `voucher-${normaliseReference(document.reference)}-${document.lineId}.pdf`,
      });
  }
}

export function useDownloadFileDocument() {
  return useMutation({ mutationFn: downloadFileDocument });
}
