import { formatMoney } from '@portal/shared/format/money';
import {
  Alert,
  Anchor,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { TYieldFigures, TYieldSheet } from '@portal/shared/contracts/yield';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFileYield } from '../api/get-file-yield';

/** GST-inclusive amounts as stored, then the GST in them, then the figures without GST. */
const FIGURES = [
  'costCents',
  'sellCents',
  'commissionCents',
  'netCents',
  'outputGstCents',
  'inputGstCents',
  'netExGstCents',
  'costExGstCents',
  'marginExGstCents',
] as const;

function readCompare(value: string | null): number | null {
  if (!value || !/^\d{1,7}$/.test(value)) return null;
  return Number(value);
}

function percent(value: number | null, language: string): string {
  if (value === null) return '–';
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} %`;
}

function YieldTable({
  sheet,
  label,
  money,
}: {
  sheet: TYieldSheet;
  label: string;
  money: (cents: number) => string;
}) {
  const { t, i18n } = useTranslation('yield');
  const cells = (figures: TYieldFigures) => (
    <>
      {FIGURES.map((name) => (
        <Table.Td key={name} ta="right">
          {money(figures[name])}
        </Table.Td>
      ))}
      <Table.Td ta="right">{percent(figures.marginExGstPercent, i18n.language)}</Table.Td>
    </>
  );
  return (
    <Table.ScrollContainer minWidth={1300}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.day')}</Table.Th>
            <Table.Th>{t('columns.service')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            {FIGURES.map((name) => (
              <Table.Th key={name} ta="right">
                {t(`columns.${name}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('columns.marginExGstPercent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.lines.map((line) => (
            <Table.Tr key={line.key} c={line.status === 'Cancelled' ? 'dimmed' : undefined}>
              <Table.Td>
                {line.dayNumber} · {formatDayMonthYear(line.date, i18n.language)}
              </Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.status}</Table.Td>
              {cells(line)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={3}>{t('totals')}</Table.Td>
            {cells(sheet.totals)}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The yield of a client file (`/admin/client-files/yield/:ref`): cost, sell, commission and net
 * with GST, the GST in net and in cost, and net, cost and margin without GST (docs/tax.md) per
 * service and in total, and "before and after changes" against an earlier version picked from
 * the file's versions (kept in the address as `?compare=`).
 */
export function FileYieldPage({ reference }: { reference: string }) {
  const { t, i18n } = useTranslation('yield');
  const [searchParams, setSearchParams] = useSearchParams();
  const compare = readCompare(searchParams.get('compare'));
  const result = useFileYield(reference, compare);
  const currency = result.data?.currency ?? 'NZD';
  const money = (cents: number) => formatMoney(cents, currency);

  if (result.error) {
    return (
      <Alert color="red" role="alert">
        {result.error.message}
      </Alert>
    );
  }
  if (!result.data) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>{t('loading', { ns: 'common' })}</Text>
      </Group>
    );
  }
  const data = result.data;
  const comparison = data.comparison;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            {t('heading', { reference: data.fileReference })}
          </Title>
          <Text c="dimmed" size="sm">
            {data.bookingName} · {data.fileStatus} · {t('gst', { percent: data.gstPercent })}
          </Text>
        </div>
        <Group gap="sm">
          <Anchor component={Link} to={`/admin/client-files/${data.fileReference}`}>
            {t('backToFile')}
          </Anchor>
          <Anchor component={Link} to={`/admin/client-files/invoices/${data.fileReference}`}>
            {t('invoicesLink')}
          </Anchor>
        </Group>
      </Group>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
        {(
          [
            ['netCents', money(data.totals.netCents)],
            ['costCents', money(data.totals.costCents)],
            ['outputGstCents', money(data.totals.outputGstCents)],
            ['inputGstCents', money(data.totals.inputGstCents)],
            ['marginExGstCents', money(data.totals.marginExGstCents)],
            ['marginExGstPercent', percent(data.totals.marginExGstPercent, i18n.language)],
          ] as const
        ).map(([name, value]) => (
          <Paper key={name} withBorder p="sm">
            <Text size="xs" c="dimmed">
              {t(`columns.${name}`)}
            </Text>
            <Text fw={700} data-testid={name === 'marginExGstCents' ? 'total-margin' : undefined}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>

      <YieldTable sheet={data} label={t('currentLabel')} money={money} />

      <Title order={2} size="h4">
        {t('compare.heading')}
      </Title>
      <Select
        label={t('compare.version')}
        placeholder={t('compare.none')}
        clearable
        maw={420}
        value={compare === null ? null : String(compare)}
        data={data.versions.map((version) => ({
          value: String(version.number),
          label: t('compare.option', {
            number: version.number,
            date: formatDayMonthYear(version.createdAt.slice(0, 10), i18n.language),
            by: version.createdByName ?? '–',
          }),
        }))}
        onChange={(value) =>
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              if (value) next.set('compare', value);
              else next.delete('compare');
              return next;
            },
            { replace: true },
          )
        }
      />
      {data.versions.length === 0 ? <Text c="dimmed">{t('compare.noVersions')}</Text> : null}
      {comparison ? (
        <Stack gap="sm">
          <Text fw={700} data-testid="margin-change">
            {t('compare.marginChange', {
              number: comparison.version,
              before: money(comparison.totals.marginExGstCents),
              after: money(data.totals.marginExGstCents),
              change: money(comparison.marginExGstChangeCents),
            })}
          </Text>
          {comparison.changes.length === 0 ? (
            <Text c="dimmed">{t('compare.noChanges')}</Text>
          ) : (
            <Table striped aria-label={t('compare.changesLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.service')}</Table.Th>
                  <Table.Th>{t('compare.change')}</Table.Th>
                  <Table.Th ta="right">{t('compare.before')}</Table.Th>
                  <Table.Th ta="right">{t('compare.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.changes.map((change) => (
                  <Table.Tr key={`${change.change}-${change.key}`}>
                    <Table.Td>{change.name}</Table.Td>
                    <Table.Td>{t(`compare.changes.${change.change}`)}</Table.Td>
                    <Table.Td ta="right">{money(change.marginExGstBeforeCents)}</Table.Td>
                    <Table.Td ta="right">{money(change.marginExGstAfterCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <YieldTable
            sheet={comparison}
            label={t('compare.versionLabel', { number: comparison.version })}
            money={money}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
