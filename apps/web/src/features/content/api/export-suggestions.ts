import { downloadFile } from '../../../lib/download-file';
import { suggestionQuery, type TSuggestionFilter } from './get-suggestions';

export function exportContentSuggestions(filter: Omit<TSuggestionFilter, 'page'>) {
  return downloadFile('/api/admin/content/suggestions/export.csv', {
    query: suggestionQuery(filter),
    fallbackName: 'content-suggestions.csv',
  });
}
