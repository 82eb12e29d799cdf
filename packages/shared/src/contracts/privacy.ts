import { z } from 'zod';
import { ZFileReference } from './files';

/**
 * A traveller's personal data on request (issue 11, docs/security.md): everything the portal holds
 * about the travellers of one client file, as JSON, and its erasure. Erasing keeps what the
 * accounting must keep (invoices, credit notes, payments and the ledger keep their amounts and
 * numbers) and replaces every name with ERASED_TRAVELLER_NAME.
 *
 * Endpoints (privacy.manage, audited):
 * GET  /api/admin/client-files/:ref/personal-data        -> ZPersonalDataExport (attachment)
 * POST /api/admin/client-files/:ref/personal-data/erase  ZErasePersonalDataRequest
 *                                                        -> ZErasePersonalDataResponse
 */

export const ERASED_TRAVELLER_NAME = 'Erased traveller';

const ZDateTime = z.string();

export const ZPersonalDataGuest = z.object({
  room: z.number().int(),
  title: z.string().nullable(),
  fullName: z.string(),
  isChild: z.boolean(),
  dateOfBirth: z.string().nullable(),
});

export const ZPersonalDataExport = z.object({
  exportedAt: ZDateTime,
  /** Every erasure of this file so far (from the audit log). */
  erasures: z.array(z.object({ at: ZDateTime, by: z.string() })),
  file: z.object({
    reference: z.string(),
    status: z.string(),
    bookingName: z.string(),
    yourReference: z.string(),
    agencyName: z.string(),
    travelDate: z.string(),
    endDate: z.string(),
    notes: z.string(),
    supplierNote: z.string(),
    internalNotes: z.string(),
    pax: z.object({ adults: z.number().int(), children: z.number().int() }),
    createdAt: ZDateTime,
  }),
  guests: z.array(ZPersonalDataGuest),
  emergencyContact: z
    .object({
      title: z.string(),
      fullName: z.string(),
      relationship: z.string(),
      phone: z.string(),
      email: z.string(),
      updatedAt: ZDateTime,
    })
    .nullable(),
  feedback: z
    .object({
      tripRating: z.number().int(),
      comment: z.string(),
      serviceRatings: z.array(z.object({ service: z.string(), rating: z.number().int() })),
      status: z.string(),
      submittedAt: ZDateTime,
    })
    .nullable(),
  quoteAcceptance: z
    .object({ fullName: z.string(), comment: z.string(), ip: z.string(), acceptedAt: ZDateTime })
    .nullable(),
  prizeChoice: z.object({ prize: z.string(), chosenAt: ZDateTime }).nullable(),
  /** Card payments hold no card data here: the provider keeps it. */
  payments: z.array(
    z.object({
      receivedOn: z.string(),
      amountCents: z.number().int(),
      method: z.string(),
      reference: z.string(),
      notes: z.string(),
    }),
  ),
  onlinePayments: z.array(
    z.object({
      createdAt: ZDateTime,
      purpose: z.string(),
      amountCents: z.number().int(),
      currency: z.string(),
      provider: z.string(),
      status: z.string(),
      paidBy: z.string(),
      paidAt: ZDateTime.nullable(),
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string(),
      issuedOn: z.string(),
      totalCents: z.number().int(),
      paidCents: z.number().int(),
    }),
  ),
  /** The links the traveller was given; the portal records no visit to them. */
  travellerLinks: z.array(
    z.object({ kind: z.string(), createdAt: ZDateTime, revokedAt: ZDateTime.nullable() }),
  ),
  /** Who was given the guests' names: each supplier asked for a service of this booking. */
  sharedWithSuppliers: z.array(
    z.object({
      supplier: z.string(),
      service: z.string(),
      date: z.string(),
      guests: z.array(z.string()),
      sentAt: ZDateTime,
    }),
  ),
  documentsSent: z.array(z.object({ kind: z.string(), to: z.string(), sentAt: ZDateTime })),
});
export type TPersonalDataExport = z.infer<typeof ZPersonalDataExport>;

/** The reference typed again: erasing cannot be undone. */
export const ZErasePersonalDataRequest = z.object({ confirmReference: ZFileReference });
export type TErasePersonalDataRequest = z.infer<typeof ZErasePersonalDataRequest>;

export const ZErasePersonalDataResponse = z.object({
  reference: z.string(),
  erasedAt: ZDateTime,
  /** How many stored records had personal data replaced or removed, by kind. */
  changed: z.record(z.string(), z.number().int()),
});
export type TErasePersonalDataResponse = z.infer<typeof ZErasePersonalDataResponse>;
