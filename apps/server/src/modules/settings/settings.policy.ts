import {
  SETTINGS_SECTION_PERMISSIONS,
  type TSettingsSection,
} from '@portal/shared/contracts/settings-sections';
import { publicAccess, requirePermission } from '../../plugins/auth';

/**
 * The web shell reads the public settings before anyone signs in; admins with `settings.manage`
 * edit them, and the finance team (`finance.manage`) the accounting export's section.
 */
export const settingsPolicy = {
  getPublicSettings: publicAccess,
  getVersion: publicAccess,
  manage: (section: TSettingsSection) => requirePermission(SETTINGS_SECTION_PERMISSIONS[section]),
};
