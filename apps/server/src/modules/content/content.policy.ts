import { requirePermission } from '../../plugins/auth';

/**
 * Content: the assessment, options and processing need `content.manage`. The texts of one entity
 * are also read by whoever sees the catalogue, and edited by whoever may edit that kind of entity
 * (the service checks which: catalogue.view and catalogue.manage for products, catalogue.view and
 * packages.manage for packages, tours.view and tours.manage for tours).
 */
export const contentPolicy = {
  manage: requirePermission('content.manage'),
  readEntity: requirePermission('content.manage|catalogue.view|tours.view'),
  editEntity: requirePermission('content.manage|catalogue.manage|packages.manage|tours.manage'),
};
