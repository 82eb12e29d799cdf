import { requirePermission } from '../../plugins/auth';

/** Itinerary alerts are written by back-office staff with `itinerary-alerts.manage`. */
export const itineraryAlertsPolicy = {
  manage: requirePermission('itinerary-alerts.manage'),
};
