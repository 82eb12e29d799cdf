import { requirePermission } from '../../plugins/auth';

/** The audit log shows every change in the back office: super administrators and accountants. */
export const auditPolicy = {
  view: requirePermission('audit.view'),
};
