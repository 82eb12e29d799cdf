import { publicAccess } from '../../plugins/auth';

/** The web shell reads these before anyone signs in. */
export const settingsPolicy = {
  getPublicSettings: publicAccess,
  getVersion: publicAccess,
};
