import { Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import {
  FINANCE_REPORT_BRANDS,
  type TFinanceReportBrand,
} from '@portal/shared/contracts/finance-reports';
import { BRANDS } from '@portal/shared/domain/brands';
import { useTranslation } from 'react-i18next';
import { useDateInputProps } from '../../../components/ui/form-date-input';

/** The brand in the address ("NZ" unless it says "AU"): a report is always of one brand. */
export function readBrand(value: string): TFinanceReportBrand {
  return value === 'AU' ? 'AU' : 'NZ';
}

/** The brand's id, for its calendar and currency. */
export function brandIdOf(brand: TFinanceReportBrand): 1 | 2 {
  return brand === 'AU' ? BRANDS[2].id : BRANDS[1].id;
}

/** Which brand's figures: each brand has its own currency, so the report never mixes them. */
export function BrandSelect({
  value,
  onChange,
}: {
  value: TFinanceReportBrand;
  onChange: (value: TFinanceReportBrand) => void;
}) {
  const { t } = useTranslation('finance-reports');
  return (
    <Select
      label={t('filters.brand')}
      data={FINANCE_REPORT_BRANDS.map((brand) => ({ value: brand, label: t(`brands.${brand}`) }))}
      value={value}
      allowDeselect={false}
      onChange={(next) => onChange(readBrand(next ?? ''))}
      w={220}
    />
  );
}

/** A date filter that applies as soon as a date is chosen or cleared. */
export function DateFilter({
  label,
  value,
  onChange,
  minDate,
  description,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  description?: string;
}) {
  const dateProps = useDateInputProps();
  return (
    <DateInput
      {...dateProps}
      label={label}
      description={description}
      clearable
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      {...(minDate ? { minDate } : {})}
      w={200}
    />
  );
}
