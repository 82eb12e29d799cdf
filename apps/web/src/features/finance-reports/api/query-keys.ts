/**
 * Query keys of the finance reports. Emailing a statement changes no figure, so nothing is
 * invalidated by it; the reports refetch when their filters change or the page comes back.
 */
export const financeReportKeys = {
  all: ['finance-reports'] as const,
  debtors: (filter: object) => [...financeReportKeys.all, 'debtors', filter] as const,
  profit: (filter: object, page: number) =>
    [...financeReportKeys.all, 'profit', filter, page] as const,
};
