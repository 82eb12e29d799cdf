import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { formatPrice } from '@portal/shared/format/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Names and money in the user's language for the tour screens. */
export function useTourLabels() {
  const { t, i18n } = useTranslation('regular-tours');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      roomType: (code: TRoomTypeCode) => t(`roomTypes.${code}`),
      roomTypeNames: Object.fromEntries(
        ROOM_TYPE_CODES.map((code) => [code, t(`roomTypes.${code}`)]),
      ) as Record<TRoomTypeCode, string>,
      price: (cents: number, brandId: number) => formatPrice(cents, brandId, language),
      brand: (brandId: number) => t(`brands.${brandId === 2 ? '2' : '1'}`),
    }),
    [t, language],
  );
}
