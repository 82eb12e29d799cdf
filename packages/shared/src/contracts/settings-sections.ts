import { z } from 'zod';
import { BRANDS, type TBrandId } from '../domain/brands';
import { BRAND_TIME_ZONES, DEFAULT_BRAND_TIME_ZONES } from '../domain/operator-calendar';
import { formatGstMessage } from '../format/money';
import { DEFAULT_ACCOUNTING_SETTINGS, ZAccountingSettings } from './accounting';
import { DEFAULT_PAYMENT_REMINDER_SETTINGS } from './online-payments';
import { ZToolsSettings } from './settings';
import { DEFAULT_SUPPLIER_WORKFLOW_SETTINGS, ZSupplierWorkflowSettings } from './supplier-requests';

/**
 * The back office's settings screens (issue 10), one contract per section. Each section is one
 * JSON document in the `settings` table; what is not stored (or no longer valid) falls back to
 * the defaults below field by field, so a new field never needs a data migration.
 *
 * GET /api/admin/settings/{section}              -> ZSettingsSectionResponse (value + who/when)
 * PUT /api/admin/settings/{section}  the section -> ZSettingsSectionResponse
 * Both need the section's permission (SETTINGS_SECTION_PERMISSIONS: `settings.manage`, the
 * finance team's `finance.manage` for the accounting export's); every change is audited with its
 * before/after diff. A change takes effect on the next read (the next /api/get-settings, invoice,
 * file reference, job run or accounting export).
 */

const required = 'This field is required';
const atMost = (n: number) => `This field must be ${n} or less characters`;

const ZRequiredText = (max: number) => z.string().trim().min(1, required).max(max, atMost(max));
const ZOptionalText = (max: number) => z.string().trim().max(max, atMost(max));
const ZSettingsPhone = z
  .string()
  .trim()
  .max(40, atMost(40))
  .regex(/^[+0-9 ().-]*$/, { message: 'This field must be a valid phone number' });
const ZSettingsEmail = z
  .string()
  .trim()
  .max(200, atMost(200))
  .refine((value) => value === '' || z.email().safeParse(value).success, {
    message: 'This field must be a valid email',
  });

/** Environment settings: the names and contact numbers every page and email shows. */
export const ZGeneralSettings = z.strictObject({
  company_name: ZRequiredText(120),
  product_name: ZRequiredText(120),
  /** The reservations line agents and travellers call. */
  support_phone: ZSettingsPhone,
  support_email: ZSettingsEmail,
  /** The 24-hour line for travellers on the road (travel app, itinerary). */
  emergency_phone: ZSettingsPhone,
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

/** One brand's details as its documents print them (letterhead, contact, price message). */
export const ZBrandDetails = z.strictObject({
  tradingName: ZRequiredText(120),
  address: ZOptionalText(300),
  phone: ZSettingsPhone,
  email: ZSettingsEmail,
  /** A line under the letterhead, e.g. licence or membership numbers. */
  letterheadText: ZOptionalText(300),
  /** Printed with prices, e.g. "NZD incl. 15% GST". */
  priceMessage: ZRequiredText(80),
  /**
   * The brand's tax registration, printed on its tax invoices and credit notes (docs/tax.md):
   * the GST number for the New Zealand brand, the ABN for the Australian one.
   */
  taxNumber: ZOptionalText(40),
  /** The operator's calendar for this brand: every "today" and date default of its bookings. */
  timeZone: z.enum(BRAND_TIME_ZONES, { message: 'Choose a time zone from the list' }),
});
export type TBrandDetails = z.infer<typeof ZBrandDetails>;

export const BRAND_CODES = Object.values(BRANDS).map((brand) => brand.code);
export type TBrandCode = (typeof BRANDS)[TBrandId]['code'];

export const ZBrandsSettings = z.strictObject({ NZ: ZBrandDetails, AU: ZBrandDetails });
export type TBrandsSettings = z.infer<typeof ZBrandsSettings>;

/** FIT (custom booking) trade terms: how an invoice is split and when its balance is due. */
export const ZFitSettings = z.strictObject({
  /** Share of each invoice due as a deposit on issue, in whole percent. */
  depositPercent: z
    .number({ message: 'Enter a number' })
    .int('Enter a whole number')
    .min(0, 'Enter 0 to 100')
    .max(100, 'Enter 0 to 100'),
  /** The balance is due this many days before travel (on issue when travel is closer). */
  balanceDueDays: z
    .number({ message: 'Enter a number' })
    .int('Enter a whole number')
    .min(0, 'Enter 0 to 365')
    .max(365, 'Enter 0 to 365'),
});
export type TFitSettings = z.infer<typeof ZFitSettings>;

const ZReminderDays = (min: number) =>
  z
    .array(
      z
        .number({ message: 'Enter a number' })
        .int('Enter a whole number')
        .min(min, `Enter ${min} to 120`)
        .max(120, `Enter ${min} to 120`),
    )
    .max(6, 'At most 6 reminder days')
    .refine((days) => new Set(days).size === days.length, 'A day is listed twice');

/** When agents are reminded of a deposit or balance (settings key `payments`). */
export const ZPaymentRemindersSettings = z.strictObject({
  daysBeforeDue: ZReminderDays(0),
  daysAfterDue: ZReminderDays(1),
});
export type TPaymentRemindersSettings = z.infer<typeof ZPaymentRemindersSettings>;

/** Two capital letters: references must keep matching FILE_REFERENCE_PATTERN. */
const ZReferencePrefix = z
  .string()
  .trim()
  .regex(/^[A-Z]{2}$/, { message: 'Use two capital letters' });

/**
 * When a brand's booking is invoiced: when the agent requests it (the deposit falls due at once),
 * or once every service is confirmed (nothing is owed for what a supplier may still refuse).
 */
export const INVOICE_TIMINGS = ['request', 'confirmation'] as const;
export type TInvoiceTiming = (typeof INVOICE_TIMINGS)[number];
const ZInvoiceTiming = z.enum(INVOICE_TIMINGS, { message: 'Choose when bookings are invoiced' });

/**
 * How a service sold from the operator's own inventory (a contracted allotment or a free-sell
 * availability) is confirmed: at once, its supplier sent a booking notice (Tourplan's and Kaptio's
 * instant confirmation), or asked like an on-request service (docs/pricing.md, "Instant
 * confirmation").
 */
export const INVENTORY_CONFIRMATIONS = ['instant', 'ask-supplier'] as const;
export type TInventoryConfirmation = (typeof INVENTORY_CONFIRMATIONS)[number];
const ZInventoryConfirmation = z.enum(INVENTORY_CONFIRMATIONS, {
  message: 'Choose how allotment and free-sell services are confirmed',
});

/**
 * Booking settings: how new file references look, the supplier workflow's timing and when each
 * brand's bookings are invoiced. The reference is the brand's prefix, a dash and the brand's next
 * number padded to `referenceDigits` (numbers start at 100001), so it always matches
 * FILE_REFERENCE_PATTERN.
 */
export const ZBookingSettings = z
  .strictObject({
    referencePrefixNZ: ZReferencePrefix,
    referencePrefixAU: ZReferencePrefix,
    referenceDigits: z
      .number({ message: 'Enter a number' })
      .int('Enter a whole number')
      .min(6, 'Enter 6 to 9')
      .max(9, 'Enter 6 to 9'),
    reconfirmDaysBefore: ZSupplierWorkflowSettings.shape.reconfirmDaysBefore,
    reminderAfterHours: ZSupplierWorkflowSettings.shape.reminderAfterHours,
    maxReminders: ZSupplierWorkflowSettings.shape.maxReminders,
    invoiceTimingNZ: ZInvoiceTiming,
    invoiceTimingAU: ZInvoiceTiming,
    inventoryConfirmation: ZInventoryConfirmation,
    /**
     * Agents may amend a confirmed booking (contracts/amendments.ts) until this many days before
     * its travel date, and only to a date at least as far away; closer in, the back office does.
     */
    agentAmendmentCutoffDays: z
      .number({ message: 'Enter a number' })
      .int('Enter a whole number')
      .min(0, 'Enter 0 to 90')
      .max(90, 'Enter 0 to 90'),
  })
  .refine((value) => value.referencePrefixNZ !== value.referencePrefixAU, {
    message: 'Each brand needs its own prefix',
    path: ['referencePrefixAU'],
  });
export type TBookingSettings = z.infer<typeof ZBookingSettings>;

export const SETTINGS_SECTIONS = [
  'general',
  'brands',
  'tools',
  'fit',
  'payment-reminders',
  'bookings',
  'accounting',
] as const;
export type TSettingsSection = (typeof SETTINGS_SECTIONS)[number];
export const ZSettingsSection = z.enum(SETTINGS_SECTIONS);

export const SETTINGS_SECTION_SCHEMAS = {
  general: ZGeneralSettings,
  brands: ZBrandsSettings,
  tools: ZToolsSettings,
  fit: ZFitSettings,
  'payment-reminders': ZPaymentRemindersSettings,
  bookings: ZBookingSettings,
  accounting: ZAccountingSettings,
} as const satisfies Record<TSettingsSection, z.ZodType>;

export type TSettingsValue<S extends TSettingsSection> = z.infer<
  (typeof SETTINGS_SECTION_SCHEMAS)[S]
>;

/** The row of the settings table each section is kept in (older sections kept their keys). */
export const SETTINGS_KEYS: Record<TSettingsSection, string> = {
  general: 'general',
  brands: 'brands',
  tools: 'tools',
  fit: 'fit',
  'payment-reminders': 'payments',
  bookings: 'bookings',
  accounting: 'accounting',
};

/**
 * Who may read and change each section: the operator's administrators, except the accounting
 * export's codes, which are the finance team's (the Accountant role has no settings.manage).
 */
export const SETTINGS_SECTION_PERMISSIONS: Record<
  TSettingsSection,
  'settings.manage' | 'finance.manage'
> = {
  general: 'settings.manage',
  brands: 'settings.manage',
  tools: 'settings.manage',
  fit: 'settings.manage',
  'payment-reminders': 'settings.manage',
  bookings: 'settings.manage',
  accounting: 'finance.manage',
};

/** The admin screen that edits each section (for links and the audit log). */
export const SETTINGS_SECTION_PAGES: Record<TSettingsSection, string> = {
  general: '/admin/settings',
  brands: '/admin/settings',
  tools: '/admin/settings',
  fit: '/admin/fit-settings',
  'payment-reminders': '/admin/fit-settings',
  bookings: '/admin/booking-settings',
  accounting: '/admin/finance/accounting-export',
};

export const DEFAULT_COMPANY_NAME = 'Fernway Travel';

/** Today's behaviour, before anyone changes a setting. The company name comes from COMPANY_NAME. */
export function defaultSettings(companyName: string = DEFAULT_COMPANY_NAME): {
  [S in TSettingsSection]: TSettingsValue<S>;
} {
  return {
    general: {
      company_name: companyName,
      product_name: `${companyName} Agent Portal`,
      support_phone: '+64 9 309 5500',
      support_email: 'reservations@fernway.example',
      emergency_phone: '',
    },
    brands: {
      NZ: {
        tradingName: 'Fernway New Zealand',
        address: '',
        phone: '',
        email: '',
        letterheadText: '',
        priceMessage: formatGstMessage(1),
        taxNumber: '',
        timeZone: DEFAULT_BRAND_TIME_ZONES.NZ,
      },
      AU: {
        tradingName: 'Fernway Australia',
        address: '',
        phone: '',
        email: '',
        letterheadText: '',
        priceMessage: formatGstMessage(2),
        taxNumber: '',
        timeZone: DEFAULT_BRAND_TIME_ZONES.AU,
      },
    },
    tools: { ourTools: [], planningSystem: [], documentation: [] },
    fit: { depositPercent: 20, balanceDueDays: 45 },
    'payment-reminders': { ...DEFAULT_PAYMENT_REMINDER_SETTINGS },
    bookings: {
      referencePrefixNZ: 'NZ',
      referencePrefixAU: 'AU',
      referenceDigits: 6,
      ...DEFAULT_SUPPLIER_WORKFLOW_SETTINGS,
      invoiceTimingNZ: 'request',
      invoiceTimingAU: 'request',
      inventoryConfirmation: 'instant',
      agentAmendmentCutoffDays: 7,
    },
    accounting: {
      NZ: { ...DEFAULT_ACCOUNTING_SETTINGS.NZ },
      AU: { ...DEFAULT_ACCOUNTING_SETTINGS.AU },
      contactNames: DEFAULT_ACCOUNTING_SETTINGS.contactNames,
    },
  };
}

const ZSettingsSectionMeta = z.object({
  section: ZSettingsSection,
  /** When the stored document last changed; null while every field is a default. */
  updatedAt: z.string().nullable(),
  /** Who changed it last (their name at the time of reading); null for the seed or a deleted user. */
  updatedBy: z.string().nullable(),
});

/** A section as the admin screens read it, with who changed it last and when. */
export function zSettingsSectionResponse<S extends TSettingsSection>(section: S) {
  return ZSettingsSectionMeta.extend({ value: SETTINGS_SECTION_SCHEMAS[section] });
}
export type TSettingsSectionResponse<S extends TSettingsSection> = {
  section: TSettingsSection;
  value: TSettingsValue<S>;
  updatedAt: string | null;
  updatedBy: string | null;
};
