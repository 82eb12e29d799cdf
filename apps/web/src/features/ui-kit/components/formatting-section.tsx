import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { getBrand } from '@portal/shared/domain/brands';
import { ROOM_TYPES } from '@portal/shared/domain/room-types';
import { SERVICE_TYPES, getServiceTypeName } from '@portal/shared/domain/service-types';
import {
  formatDayMonth,
  formatDayMonthYear,
  formatDayName,
  formatTime,
  pastDate,
} from '@portal/shared/format/dates';
import { formatAmount, formatPrice } from '@portal/shared/format/money';
import { pluralSuffix, stripConfirmationSuffix, trimText } from '@portal/shared/format/text';
import { useTranslation } from 'react-i18next';

/** Brand 1 (NZ), brand 2 (AU) and an id no brand has, which falls back to the first. */
export const DEMO_BRANDS = [
  { id: 1, labelKey: 'formatting.brandNz' },
  { id: 2, labelKey: 'formatting.brandAu' },
  { id: 99, labelKey: 'formatting.brandUnknown' },
] as const;

const PRICE_CENTS = 123450;
const WHOLE_CENTS = 120000;
const SAMPLE_DATE = '2027-03-05';

/** The GST message in the UI language; in English exactly formatGstMessage()'s text. */
export function useGstMessage() {
  const { t } = useTranslation('ui-kit');
  return (brandId: number) => {
    const brand = getBrand(brandId);
    return t('gst', { currency: brand.currency, percent: brand.gstPercent });
  };
}

function Example({ input, output }: { input: string; output: string }) {
  return (
    <>
      <Table.Td>
        <Code>{input}</Code>
      </Table.Td>
      <Table.Td data-testid="helper-output">{output}</Table.Td>
    </>
  );
}

export function FormattingSection() {
  const { t, i18n } = useTranslation('ui-kit');
  const gstMessage = useGstMessage();
  const locale = i18n.language;

  const helperRows: Array<{ id: string; input: string; output: string }> = [
    { id: 'amountWhole', input: `formatAmount(${WHOLE_CENTS})`, output: formatAmount(WHOLE_CENTS) },
    { id: 'amountCents', input: `formatAmount(${PRICE_CENTS})`, output: formatAmount(PRICE_CENTS) },
    { id: 'dayMonth', input: SAMPLE_DATE, output: formatDayMonth(SAMPLE_DATE, locale) },
    { id: 'dayMonthYear', input: SAMPLE_DATE, output: formatDayMonthYear(SAMPLE_DATE, locale) },
    { id: 'dayName', input: SAMPLE_DATE, output: formatDayName(SAMPLE_DATE, locale) },
    { id: 'time', input: '0930', output: formatTime('0930') },
    { id: 'pluralOne', input: 'pluralSuffix(1)', output: JSON.stringify(pluralSuffix(1)) },
    { id: 'pluralMany', input: 'pluralSuffix(3)', output: JSON.stringify(pluralSuffix(3)) },
    {
      id: 'confirmation',
      input: 'HBV-20931 -cl',
      output: stripConfirmationSuffix('HBV-20931 -cl'),
    },
    { id: 'pastDate', input: `pastDate(7, '${SAMPLE_DATE}')`, output: pastDate(7, SAMPLE_DATE) },
    {
      id: 'trim',
      input: "trimText('Milford Sound scenic cruise', 12)",
      output: trimText('Milford Sound scenic cruise', 12),
    },
  ];

  return (
    <Stack component="section" aria-labelledby="ui-kit-formatting" gap="md">
      <Title order={2} id="ui-kit-formatting">
        {t('formatting.title')}
      </Title>
      <Text c="dimmed">{t('formatting.intro')}</Text>

      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={t('formatting.brandsTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('formatting.brand')}</Table.Th>
              <Table.Th>{t('formatting.price', { cents: PRICE_CENTS })}</Table.Th>
              <Table.Th>{t('formatting.gstMessage')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DEMO_BRANDS.map((brand) => (
              <Table.Tr key={brand.id}>
                <Table.Th scope="row">{t(brand.labelKey, { id: brand.id })}</Table.Th>
                <Table.Td>{formatPrice(PRICE_CENTS, brand.id)}</Table.Td>
                <Table.Td>{gstMessage(brand.id)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder aria-label={t('formatting.helpersTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('formatting.helper')}</Table.Th>
              <Table.Th>{t('formatting.input')}</Table.Th>
              <Table.Th>{t('formatting.output')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {helperRows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Th scope="row">{t(`formatting.helpers.${row.id}`)}</Table.Th>
                <Example input={row.input} output={row.output} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label={t('formatting.serviceTypes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('formatting.code')}</Table.Th>
              <Table.Th>{t('formatting.serviceTypes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.keys(SERVICE_TYPES).map((code) => (
              <Table.Tr key={code}>
                <Table.Td>
                  <Code>{code}</Code>
                </Table.Td>
                {/* SU has no name (SPEC section 3), so there is nothing to translate. */}
                <Table.Td>{getServiceTypeName(code) ? t(`serviceTypes.${code}`) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Table.ScrollContainer minWidth={420}>
        <Table striped withTableBorder aria-label={t('formatting.roomTypes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('formatting.code')}</Table.Th>
              <Table.Th>{t('formatting.roomTypes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.keys(ROOM_TYPES).map((code) => (
              <Table.Tr key={code}>
                <Table.Td>
                  <Code>{code}</Code>
                </Table.Td>
                <Table.Td>{t(`roomTypes.${code}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
