import type { TSupplierWorkflowSettings } from '@portal/shared/contracts/supplier-requests';
import { getBrand } from '@portal/shared/domain/brands';
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

/**
 * Who a supplier is told the booking is for: the trading name of the brand that sold it
 * (settings key `brands`), never the travel agency. Read in the caller's transaction; the answer
 * names each brand's operator.
 */
export async function getOperatorNames(executor: TExecutor): Promise<(brandId: number) => string> {
  const brands = await readSettingsSection(executor, 'brands');
  return (brandId) => brands[getBrand(brandId).code].tradingName;
}
