import type { TInventoryConfirmation } from '@portal/shared/contracts/settings-sections';
import type { TExecutor } from '../src/db/database';
import { upsertSettingValue } from '../src/modules/settings/settings.repository';
import { readSettingsSection } from '../src/modules/settings/settings.sections';

/**
 * Sets how services sold from allotment or free sell are confirmed (booking settings), as the back
 * office's settings screen would. Most demo services are free sell, so the suites about asking
 * suppliers (requests, answers, reminders, releases) book with 'ask-supplier': every supplier is
 * asked, the workflow they test. Instant confirmation, the default, has its own suite
 * (instant-confirmation.test.ts).
 */
export async function setInventoryConfirmation(
  executor: TExecutor,
  value: TInventoryConfirmation,
): Promise<void> {
  const bookings = await readSettingsSection(executor, 'bookings');
  await upsertSettingValue(
    executor,
    'bookings',
    { ...bookings, inventoryConfirmation: value },
    null,
    new Date(),
  );
}
