import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ZMarkupRuleListItem } from '@portal/shared/contracts/catalogue-api';
import { zPaginated } from '@portal/shared/contracts/pagination';
import { api } from '../../../lib/api-client';
import {
  MARKUP_RULES_PAGE_SIZE,
  markupRuleKeys,
  markupRuleQuery,
  type TMarkupRuleFilter,
} from './query-keys';

const ZMarkupRulePage = zPaginated(ZMarkupRuleListItem);

export function getMarkupRules(filter: TMarkupRuleFilter) {
  return api.get('/api/admin/markup-rules', {
    query: { page: filter.page, per_page: MARKUP_RULES_PAGE_SIZE, ...markupRuleQuery(filter) },
    schema: ZMarkupRulePage,
  });
}

export function useMarkupRules(filter: TMarkupRuleFilter) {
  return useQuery({
    queryKey: markupRuleKeys.list(filter),
    queryFn: () => getMarkupRules(filter),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
