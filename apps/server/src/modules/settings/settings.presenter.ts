import type { TPublicSettings } from '@portal/shared/contracts/settings';
import { getBrand } from '@portal/shared/domain/brands';
import { brandTimeZoneOf } from './brand-calendar';
import type { getPublicSettingsData } from './settings.service';

/** Only what the browser may see: no secrets, no internal settings. */
export function presentPublicSettings(
  data: Awaited<ReturnType<typeof getPublicSettingsData>>,
): TPublicSettings {
  return {
    env: {
      general: {
        company_name: data.general.company_name,
        product_name: data.general.product_name,
        support_phone: data.general.support_phone,
        support_email: data.general.support_email,
        emergency_phone: data.general.emergency_phone,
      },
      brands: data.brands.map((brand) => ({
        id: brand.id,
        code: brand.code,
        name: brand.name,
        currency: brand.currency,
        // One source for the rate: the brand's record in domain/brands.ts (docs/tax.md).
        gstPercent: getBrand(brand.id).gstPercent,
        timeZone: brandTimeZoneOf(data.brandDetails, brand.id),
      })),
      sentry: { dsn: data.sentry.dsn, tracesSampleRate: data.sentry.tracesSampleRate },
      tools: {
        ourTools: data.tools.ourTools.map(({ label, href }) => ({ label, href })),
        planningSystem: data.tools.planningSystem.map(({ label, href }) => ({ label, href })),
        documentation: data.tools.documentation.map(({ label, href }) => ({ label, href })),
      },
    },
  };
}
