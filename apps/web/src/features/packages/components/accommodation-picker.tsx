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
  // The hotels of the place usually include the chosen one; ask for it alone only when they do not.
  const isListed = products.data?.some((product) => product.id === value) ?? false;
  const selected = useProduct(products.isFetched && !isListed ? value : null);
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
    if (
      selected.data &&
      selected.data.id === value &&
      !options.some((option) => option.value === String(selected.data.id))
    ) {
      options.unshift({
        value: String(selected.data.id),
        label: `${selected.data.code} – ${selected.data.name}`,
      });
    }
    return options;
  }, [products.data, selected.data, accommodationClass, value]);

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
