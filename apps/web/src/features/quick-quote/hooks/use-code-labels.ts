import type {
  TAccommodationClass,
  TRoomTypeCode,
  TServiceTypeCode,
  TTransportType,
} from '@portal/shared/domain/pricing/codes';
import { ROOM_TYPE_CODES } from '@portal/shared/domain/pricing/codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names for the catalogue's codes in the user's language (SPEC section 3). */
export function useCodeLabels() {
  const { t } = useTranslation('quick-quote');
  return useMemo(
    () => ({
      // SPEC section 3: SU (supplements) has a blank name.
      serviceType: (code: TServiceTypeCode) =>
        code === 'SU' ? '' : t(`codes.serviceTypes.${code}`),
      roomType: (code: TRoomTypeCode) => t(`codes.roomTypes.${code}`),
      roomTypeNames: Object.fromEntries(
        ROOM_TYPE_CODES.map((code) => [code, t(`codes.roomTypes.${code}`)]),
      ) as Record<TRoomTypeCode, string>,
      accommodationClass: (code: TAccommodationClass) => t(`codes.classes.${code}`),
      transportType: (code: TTransportType) => t(`codes.transportTypes.${code}`),
    }),
    [t],
  );
}
