import { publicAccess, requirePermission } from '../../plugins/auth';

/** The web shell reads the public settings before anyone signs in; admins with `settings.manage` edit them. */
export const settingsPolicy = {
  getPublicSettings: publicAccess,
  getVersion: publicAccess,
  manage: requirePermission('settings.manage'),
};
