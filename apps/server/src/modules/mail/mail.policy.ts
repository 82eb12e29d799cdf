import { requirePermission } from '../../plugins/auth';

/** Reading the outbox shows reset links and customer mail: back-office staff with outbox.view only. */
export const outboxPolicy = {
  list: requirePermission('outbox.view'),
};
