import type {
  TItineraryAlertCsvQuery,
  TItineraryAlertListQuery,
  TItineraryAlertRequest,
} from '@portal/shared/contracts/itinerary-alerts';
import type { TSessionUser } from '@portal/shared/contracts/auth';
import type { TAppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditActor } from '../audit/audit.service';
import {
  deleteItineraryAlert,
  findAllItineraryAlerts,
  findItineraryAlertById,
  findItineraryAlertsPage,
  insertItineraryAlert,
  locationExists,
  updateItineraryAlert,
  type TItineraryAlertWithLocation,
} from './itinerary-alerts.repository';

function alertNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Itinerary alert not found.');
}

/** Itinerary alerts: notices for a location and date range, shown on travellers' itineraries. */
export function createItineraryAlertsService(ctx: TAppContext) {
  const { db } = ctx;

  async function getAlert(id: number): Promise<TItineraryAlertWithLocation> {
    const alert = await findItineraryAlertById(db, id);
    if (!alert) throw alertNotFound();
    return alert;
  }

  async function checkLocation(input: TItineraryAlertRequest): Promise<void> {
    if (input.locationId !== null && !(await locationExists(db, input.locationId))) {
      throw AppError.invalidField('locationId', `Location ${input.locationId} does not exist`);
    }
  }

  return {
    getAlert,

    listAlerts(query: TItineraryAlertListQuery) {
      const { page, per_page: perPage, ...filters } = query;
      return findItineraryAlertsPage(db, { ...filters, page, perPage });
    },

    exportAlerts(query: TItineraryAlertCsvQuery) {
      return findAllItineraryAlerts(db, query);
    },

    async createAlert(
      user: TSessionUser,
      actor: TAuditActor,
      input: TItineraryAlertRequest,
    ): Promise<TItineraryAlertWithLocation> {
      await checkLocation(input);
      const at = ctx.clock.now();
      const id = await db.transaction(async (tx) => {
        const newId = await insertItineraryAlert(tx, input, {
          userId: user.id,
          name: user.name,
          at,
        });
        await recordAudit(tx, actor, {
          action: 'itinerary-alert.created',
          entityType: 'itinerary-alert',
          entityId: newId,
          detail: { ...input },
          at,
        });
        return newId;
      });
      return getAlert(id);
    },

    async updateAlert(
      user: TSessionUser,
      actor: TAuditActor,
      id: number,
      input: TItineraryAlertRequest,
    ): Promise<TItineraryAlertWithLocation> {
      const before = await getAlert(id);
      await checkLocation(input);
      const at = ctx.clock.now();
      await db.transaction(async (tx) => {
        await updateItineraryAlert(tx, id, input, { userId: user.id, name: user.name, at });
        await recordAudit(tx, actor, {
          action: 'itinerary-alert.updated',
          entityType: 'itinerary-alert',
          entityId: id,
          detail: {
            before: {
              title: before.title,
              severity: before.severity,
              locationId: before.locationId,
              startsOn: before.startsOn,
              endsOn: before.endsOn,
              isActive: before.isActive,
            },
            after: { ...input },
          },
          at,
        });
      });
      return getAlert(id);
    },

    async deleteAlert(actor: TAuditActor, id: number): Promise<void> {
      const alert = await getAlert(id);
      const at = ctx.clock.now();
      await db.transaction(async (tx) => {
        await deleteItineraryAlert(tx, id);
        await recordAudit(tx, actor, {
          action: 'itinerary-alert.deleted',
          entityType: 'itinerary-alert',
          entityId: id,
          detail: { title: alert.title },
          at,
        });
      });
    },
  };
}
