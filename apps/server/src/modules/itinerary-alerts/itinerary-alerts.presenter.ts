import type { TItineraryAlert, TTravelAppAlert } from '@portal/shared/contracts/itinerary-alerts';
import type { TItineraryAlertWithLocation } from './itinerary-alerts.repository';

export function presentItineraryAlert(row: TItineraryAlertWithLocation): TItineraryAlert {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    locationId: row.locationId,
    locationName: row.locationName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
  };
}

export function presentTravelAppAlert(row: TItineraryAlertWithLocation): TTravelAppAlert {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    severity: row.severity,
    locationName: row.locationName,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}
