import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import type { TPricedQuote } from '@portal/shared/contracts/pricing';
import {
  ACCOMMODATION_CLASSES,
  type TAccommodationClass,
  type TRoomTypeCode,
} from '@portal/shared/domain/pricing/codes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { firstOfNextMonth, operatorDateOf } from '@portal/shared/domain/operator-calendar';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormSelect } from '../../../components/ui/form-select';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { usePermissions } from '../../../lib/authorization';
import { useAgencies } from '../api/get-agencies';
import { usePackage } from '../api/get-package';
import { usePackageOptions } from '../api/get-packages';
import { useTestPrice } from '../api/test-price';
import { PricedQuoteView } from './priced-quote-view';
import { isValidRoom, RoomsField, type TRoomRow } from './rooms-field';

export const TEST_PRICE_RULES = {
  packageId: 'required',
  travelDate: 'required|date',
  accommodationClass: 'required',
  rooms: 'required',
} as const satisfies TFieldRules;

const FIELDS: readonly string[] = [...Object.keys(TEST_PRICE_RULES), 'agencyId'];

interface TTestPriceValues extends Record<string, unknown> {
  packageId: string;
  travelDate: string;
  accommodationClass: string;
  rooms: TRoomRow[];
  agencyId: string;
}

function usePackagePicker(selectedId: string) {
  const { t } = useTranslation('packages');
  const selected = usePackage(selectedId ? Number(selectedId) : null);
  const label = (pkg: { code: string; name: string; brandId: number; status: string }) =>
    `${pkg.code} – ${pkg.name} · ${t(`markets.${pkg.brandId}`)} · ${t(`status.${pkg.status}`)}`;
  const selectedLabel = selected.data ? label(selected.data) : '';
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search === selectedLabel ? '' : search, 250);
  const options = usePackageOptions(query);
  const data = useMemo(() => {
    const list = (options.data?.data ?? []).map((pkg) => ({
      value: String(pkg.id),
      label: label(pkg),
    }));
    if (selected.data && !list.some((option) => option.value === selectedId)) {
      list.unshift({ value: selectedId, label: selectedLabel });
    }
    return list;
    // `label` is rebuilt each render from `t`; the data depends on what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.data, selected.data, selectedId, selectedLabel, t]);
  return { data, search, setSearch, isFetching: options.isFetching };
}

/**
 * Prices a package for a travel date, an accommodation class and rooms, the way an agent's quick
 * quote would, with the admin's view of costs, margins and the rules that priced each line.
 */
export function TestPricePage() {
  const { t } = useTranslation('packages');
  const [searchParams] = useSearchParams();
  const { can } = usePermissions();
  const canPriceAsAgency = can('pricing-rules.manage');
  const agencies = useAgencies({ enabled: canPriceAsAgency });
  const priceMutation = useTestPrice();
  const [quote, setQuote] = useState<TPricedQuote | null>(null);
  const initialPackageId = /^\d+$/.test(searchParams.get('packageId') ?? '')
    ? (searchParams.get('packageId') ?? '')
    : '';
  const form = useRulesForm<TTestPriceValues>({
    initialValues: {
      packageId: initialPackageId,
      // A date most packages have rates for; the package (and its brand) is not chosen yet.
      travelDate: firstOfNextMonth(operatorDateOf(new Date())),
      accommodationClass: 'standard',
      rooms: [{ roomType: 'DB', adults: 2 }],
      agencyId: '',
    },
    rules: TEST_PRICE_RULES,
  });
  const picker = usePackagePicker(form.values.packageId);
  const serverErrors = readServerFieldErrors(form.submitError);
  const otherMessages = serverErrors
    ? Object.entries(serverErrors)
        .filter(([field]) => !FIELDS.includes(field))
        .flatMap(([, messages]) => messages)
    : [];

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('test.title')}</Title>
        <Text c="dimmed">{t('test.intro')}</Text>
      </div>
      <Paper withBorder p="md">
        <RulesForm
          form={form}
          aria-label={t('test.formLabel')}
          onSubmit={async (values) => {
            if (!values.rooms.every(isValidRoom)) {
              form.setServerErrors({ rooms: [t('test.roomsInvalid')] });
              return;
            }
            setQuote(null);
            const priced = await priceMutation.mutateAsync({
              packageId: Number(values.packageId),
              body: {
                travelDate: values.travelDate,
                accommodationClass: values.accommodationClass as TAccommodationClass,
                rooms: values.rooms.map((room) => ({
                  roomType: room.roomType as TRoomTypeCode,
                  adults: Number(room.adults),
                  children: 0,
                })),
                agencyId: values.agencyId ? Number(values.agencyId) : null,
              },
            });
            setQuote(priced);
          }}
        >
          <Stack gap="md">
            {form.submitError && (!serverErrors || otherMessages.length > 0) ? (
              <Alert color="red" role="alert">
                {otherMessages.length > 0
                  ? otherMessages.join(' ')
                  : form.submitError instanceof Error
                    ? form.submitError.message
                    : null}
              </Alert>
            ) : null}
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
              <FormSelect
                name="packageId"
                label={t('test.package')}
                data={picker.data}
                searchable
                searchValue={picker.search}
                onSearchChange={picker.setSearch}
                filter={({ options }) => options}
                nothingFoundMessage={
                  picker.isFetching ? t('loading', { ns: 'common' }) : t('test.noPackages')
                }
              />
              <FormDateInput name="travelDate" label={t('test.travelDate')} />
              <FormSelect
                name="accommodationClass"
                label={t('test.accommodationClass')}
                allowDeselect={false}
                data={ACCOMMODATION_CLASSES.map((code) => ({
                  value: code,
                  label: t(`codes.classes.${code}`, { ns: 'catalogue' }),
                }))}
              />
              {canPriceAsAgency ? (
                <FormSelect
                  name="agencyId"
                  label={t('test.agency')}
                  description={t('test.agencyHint')}
                  clearable
                  data={(agencies.data?.data ?? []).map((agency) => ({
                    value: String(agency.id),
                    label: `${agency.name} (${t(`test.models.${agency.pricingModel}`)})`,
                  }))}
                />
              ) : null}
            </SimpleGrid>
            <RoomsField label={t('test.rooms')} />
            <Group justify="flex-end" gap="sm">
              {form.isSubmitting ? (
                <Text size="sm" role="status">
                  {t('test.pricing')}
                </Text>
              ) : null}
              <Button
                type="submit"
                loading={form.isSubmitting}
                leftSection={<IconCalculator size={16} />}
              >
                {t('test.getPrice')}
              </Button>
            </Group>
          </Stack>
        </RulesForm>
      </Paper>
      {quote ? <PricedQuoteView quote={quote} /> : null}
    </Stack>
  );
}
