import { requirePermission } from '../../plugins/auth';

/** Back-office staff who see every file read the tracker; those who manage them act on it. */
export const fitTrackerPolicy = {
  read: requirePermission('files.view-all'),
  act: requirePermission('files.manage-all'),
};
