import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZAccountingExportList } from '@portal/shared/contracts/accounting';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

export const ACCOUNTING_EXPORTS_PAGE_SIZE = 20;

export const accountingExportKeys = {
  all: ['accounting-exports'] as const,
  page: (page: number) => [...accountingExportKeys.all, 'page', page] as const,
};

export function getAccountingExports(page: number) {
  return api.get('/api/admin/finance/accounting-exports', {
    query: { page, per_page: ACCOUNTING_EXPORTS_PAGE_SIZE },
    schema: ZAccountingExportList,
  });
}

/** The export log, newest first. */
export function useAccountingExports(page: number) {
  return useQuery({
    queryKey: accountingExportKeys.page(page),
    queryFn: () => getAccountingExports(page),
    placeholderData: keepPreviousData,
  });
}

/** An export's file again, exactly as it was exported. */
export function downloadAccountingExport(exported: { id: number; fileName: string }) {
  return downloadFile(`/api/admin/finance/accounting-exports/${exported.id}/file.csv`, {
    fallbackName: exported.fileName,
  });
}
