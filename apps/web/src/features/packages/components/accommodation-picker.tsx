import { Select } from '@mantine/core';
import {
  isAccommodationServiceType,
  type TAccommodationClass,
} from '@portal/shared/domain/pricing/codes';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationProducts, useProduct } from '../api/get-products';

/** The hotel of one class for a night: the accommodation of that class at the overnight place. */
export function AccommodationPicker({
  locationId,
  accommodationClass,
  value,
  onChange,
  disabled,
  label,
}: {
  locationId: number | null;
  accommodationClass: TAccommodationClass;
  value: number | null;
  onChange: (productId: number | null) => void;
  disabled: boolean;
  label: string;
}) {
  const { t } = useTranslation('packages');
  const products = useLocationProducts(locationId);
  const selected = useProduct(value);
  const data = useMemo(() => {
    const options = (products.data ?? [])
      .filter(
        (product) =>
          isAccommodationServiceType(product.serviceTypeCode) &&
          product.accommodationClass === accommodationClass,
      )
      .map((product) => ({
        value: String(product.id),
        label: `${product.code} – ${product.name}`,
      }));
    if (selected.data && !options.some((option) => option.value === String(selected.data.id))) {
      options.unshift({
        value: String(selected.data.id),
        label: `${selected.data.code} – ${selected.data.name}`,
      });
    }
    return options;
  }, [products.data, selected.data, accommodationClass]);

  return (
    <Select
      label={label}
      placeholder={
        locationId === null
          ? t('editor.chooseOvernightFirst')
          : data.length === 0 && !products.isFetching
            ? t('editor.noAccommodation')
            : t('editor.noneForClass')
      }
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      disabled={disabled || locationId === null}
      clearable
      searchable
    />
  );
}
