import { downloadFile } from '../../../lib/download-file';
import { assessmentQuery, type TAssessmentFilter } from './get-assessments';

/** The ranking with the current filters as a CSV download (every page). */
export function exportAssessments(filter: Omit<TAssessmentFilter, 'page'>) {
  return downloadFile('/api/admin/content/assessments/export.csv', {
    query: assessmentQuery(filter),
    fallbackName: 'content-assessment.csv',
  });
}
