import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ACCOMMODATION_CLASSES,
  AVAILABILITY_KINDS,
  COUNTRY_CODES,
  MARKUP_RULE_KINDS,
  PACKAGE_STATUSES,
  PRICING_BASES,
  PRICING_MODELS,
  ROOM_TYPE_CODES,
  SERVICE_TYPE_CODES,
  TRANSPORT_TYPES,
} from '@portal/shared/domain/pricing/codes';
import { TAX_CODES } from '@portal/shared/domain/tax';
import { ATTACHMENT_KINDS } from '@portal/shared/contracts/catalogue-api';

/** The catalogue's code lists as PostgreSQL enums, so a bad code cannot reach a table. */
export const countryCode = pgEnum('country_code', COUNTRY_CODES);
export const serviceTypeCode = pgEnum('service_type_code', SERVICE_TYPE_CODES);
export const roomTypeCode = pgEnum('room_type_code', ROOM_TYPE_CODES);
export const accommodationClass = pgEnum('accommodation_class', ACCOMMODATION_CLASSES);
export const pricingBasis = pgEnum('pricing_basis', PRICING_BASES);
export const availabilityKind = pgEnum('availability_kind', AVAILABILITY_KINDS);
export const pricingModel = pgEnum('pricing_model', PRICING_MODELS);
export const markupRuleKind = pgEnum('markup_rule_kind', MARKUP_RULE_KINDS);
export const transportType = pgEnum('transport_type', TRANSPORT_TYPES);
export const packageStatus = pgEnum('package_status', PACKAGE_STATUSES);
export const attachmentKind = pgEnum('attachment_kind', ATTACHMENT_KINDS);
/** A service line's GST treatment by place of supply (docs/tax.md). */
export const taxCode = pgEnum('tax_code', TAX_CODES);
