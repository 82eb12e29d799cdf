import { downloadFile } from '../../../lib/download-file';
import { markupRuleQuery, type TMarkupRuleFilter } from './query-keys';

/** The rules with the current filters as a CSV download (every page). */
export function exportMarkupRules(filter: Omit<TMarkupRuleFilter, 'page'>) {
  return downloadFile('/api/admin/markup-rules/export.csv', {
    query: markupRuleQuery(filter),
    fallbackName: 'markup-rules.csv',
  });
}
