/** The agent addresses the quick quote links to (SPEC section 2's agent routes). */
export const quickQuotePaths = {
  search: '/app/quick-quote',
  custom: '/app/quick-quote/custom',
  package: (packageId: number) => `/app/quick-quote/${packageId}`,
  customise: (reference: string) => `/app/quick-quote/customise/${encodeURIComponent(reference)}`,
} as const;
