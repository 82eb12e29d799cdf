/** Query keys of markup and commission rules: a save invalidates the lists. */
export const markupRuleKeys = {
  all: ['markup-rules'] as const,
  lists: () => [...markupRuleKeys.all, 'list'] as const,
  list: (filter: object) => [...markupRuleKeys.lists(), filter] as const,
  agencies: () => [...markupRuleKeys.all, 'agencies'] as const,
};

export const MARKUP_RULES_PAGE_SIZE = 20;

export interface TMarkupRuleFilter {
  page: number;
  /** 'markup_percent', 'commission_percent' or '' for both. */
  kind: string;
  /** A brand id, or '' for any. */
  brandId: string;
  /** An agency id, or '' for any. */
  agencyId: string;
}

/** The filters as the list and CSV endpoints read them. */
export function markupRuleQuery(filter: Omit<TMarkupRuleFilter, 'page'>) {
  return {
    kind: filter.kind || undefined,
    brandId: filter.brandId || undefined,
    agencyId: filter.agencyId || undefined,
  };
}
