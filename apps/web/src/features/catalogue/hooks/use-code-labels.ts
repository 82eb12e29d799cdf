import {
  ACCOMMODATION_CLASSES,
  AVAILABILITY_KINDS,
  COUNTRY_CODES,
  PRICING_BASES,
  ROOM_TYPE_CODES,
  SERVICE_TYPE_CODES,
  type TServiceTypeCode,
} from '@portal/shared/domain/pricing/codes';
import { ATTACHMENT_KINDS } from '@portal/shared/contracts/catalogue-api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Select options and labels for the catalogue's codes, in the user's language. */
export function useCodeLabels() {
  const { t } = useTranslation('catalogue');
  return useMemo(() => {
    const serviceType = (code: TServiceTypeCode) => `${code} – ${t(`codes.serviceTypes.${code}`)}`;
    return {
      serviceType,
      serviceTypes: SERVICE_TYPE_CODES.map((code) => ({ value: code, label: serviceType(code) })),
      roomTypes: ROOM_TYPE_CODES.map((code) => ({
        value: code,
        label: `${code} – ${t(`codes.roomTypes.${code}`)}`,
      })),
      classes: ACCOMMODATION_CLASSES.map((code) => ({
        value: code,
        label: t(`codes.classes.${code}`),
      })),
      bases: PRICING_BASES.map((code) => ({ value: code, label: t(`codes.bases.${code}`) })),
      availabilityKinds: AVAILABILITY_KINDS.map((code) => ({
        value: code,
        label: t(`codes.availability.${code}`),
      })),
      countries: COUNTRY_CODES.map((code) => ({
        value: code,
        label: t(`codes.countries.${code}`),
      })),
      attachmentKinds: ATTACHMENT_KINDS.map((code) => ({
        value: code,
        label: t(`codes.attachmentKinds.${code}`),
      })),
    };
  }, [t]);
}
