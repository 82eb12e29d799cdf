import type { TSupplierWorkflowSettings } from '@portal/shared/contracts/supplier-requests';
import type { TExecutor } from '../../db/database';
import { readSettingsSection } from '../settings/settings.sections';

/**
 * The supplier workflow's part of the booking settings (settings key `bookings`), read in the
 * caller's transaction so a job run uses what is set now. A missing or malformed field falls back
 * to its default without taking the others with it.
 */
export async function getSupplierWorkflowSettings(
  executor: TExecutor,
): Promise<TSupplierWorkflowSettings> {
  const { reconfirmDaysBefore, reminderAfterHours, maxReminders } = await readSettingsSection(
    executor,
    'bookings',
  );
  return { reconfirmDaysBefore, reminderAfterHours, maxReminders };
}
