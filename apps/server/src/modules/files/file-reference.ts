import { formatFileReference } from '@portal/shared/domain/file-reference';
import type { TExecutor } from '../../db/database';
import { readSettingsSection } from '../settings/settings.sections';
import { nextFileNumber } from './files.repository';

/**
 * The reference of a new file, in the caller's transaction: the brand's next number (its counter
 * row stays locked until commit) in the format the booking settings give now.
 */
export async function nextFileReference(executor: TExecutor, brandId: number): Promise<string> {
  const number = await nextFileNumber(executor, brandId);
  const settings = await readSettingsSection(executor, 'bookings');
  return formatFileReference(settings, brandId, number);
}
