import { formatDayMonthYear } from '@portal/shared/format/dates';
import {
  ActionIcon,
  Alert,
  Button,
  Paper,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TMarkupRuleListItem } from '@portal/shared/contracts/catalogue-api';
import { BRANDS, getBrand } from '@portal/shared/domain/brands';
import { MARKUP_RULE_KINDS, PRICING_MODELS } from '@portal/shared/domain/pricing/codes';
import { toIntlLocale } from '@portal/shared/format/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Pagination } from '../../../components/ui/pagination';
import { usePermissions } from '../../../lib/authorization';
import { useAllSuppliers } from '../../../lib/catalogue-lookups';
import { useListParams } from '../../../lib/use-list-params';
import { useAgencyPricing, useSetAgencyPricingModel } from '../api/agency-pricing';
import { useDeleteMarkupRule } from '../api/delete-markup-rule';
import { exportMarkupRules } from '../api/export-markup-rules';
import { useMarkupRules } from '../api/get-markup-rules';
import type { TMarkupRuleFilter } from '../api/query-keys';
import { useSaveMarkupRule } from '../api/save-markup-rule';
import { basisPointsToPercent } from './basis-points';
import { MarkupRuleForm } from './markup-rule-form';

/** The list's filters live in the address, prefixed so they do not clash with the page's own. */
const FILTERS = ['rulesKind', 'rulesBrand', 'rulesAgency'] as const;

type TEditing = { rule: TMarkupRuleListItem | null } | null;

function isPricingModel(value: string | null): value is (typeof PRICING_MODELS)[number] {
  return (PRICING_MODELS as readonly (string | null)[]).includes(value);
}

/**
 * FIT markups (/admin/fit-settings): how each agency is priced (gross pays commission, net pays
 * cost plus markup) and the markup and commission rules the pricing engine applies.
 */
export function MarkupRulesSection() {
  const { t, i18n } = useTranslation('markup-rules');
  const { can } = usePermissions();
  const { page, filters, setFilter, setPage } = useListParams(FILTERS);
  const filter: Omit<TMarkupRuleFilter, 'page'> = {
    kind: filters.rulesKind,
    brandId: filters.rulesBrand,
    agencyId: filters.rulesAgency,
  };
  const rulesQuery = useMarkupRules({ ...filter, page });
  const agenciesQuery = useAgencyPricing();
  const suppliersQuery = useAllSuppliers(can('catalogue.view'));
  const saveRule = useSaveMarkupRule();
  const deleteRule = useDeleteMarkupRule();
  const setPricingModel = useSetAgencyPricingModel();
  const [editing, setEditing] = useState<TEditing>(null);
  const [deleting, setDeleting] = useState<TMarkupRuleListItem | null>(null);

  const agencies = agenciesQuery.data?.data ?? [];
  const agencyOptions = agencies.map((agency) => ({
    value: String(agency.id),
    label: `${agency.name} (${getBrand(agency.brandId).code})`,
  }));
  const supplierOptions = (suppliersQuery.data ?? []).map((supplier) => ({
    value: String(supplier.id),
    label: supplier.name,
  }));
  const formatDate = (iso: string | null) =>
    iso === null ? t('any') : formatDayMonthYear(iso, i18n.language);
  const percentFormat = new Intl.NumberFormat(toIntlLocale(i18n.language), {
    maximumFractionDigits: 2,
  });
  const rows = rulesQuery.data?.data ?? [];
  const isFiltered = Object.values(filter).some((value) => value !== '');

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="markup-rules-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="markup-rules-title">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>

        <Title order={3} size="h4">
          {t('agencies.title')}
        </Title>
        {agenciesQuery.error ? (
          <Alert color="red" role="alert">
            {agenciesQuery.error.message}
          </Alert>
        ) : null}
        {setPricingModel.error ? (
          <Alert color="red" role="alert">
            {setPricingModel.error.message}
          </Alert>
        ) : null}
        {agenciesQuery.isPending ? (
          <Loader aria-label={t('loading', { ns: 'common' })} />
        ) : agencies.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" aria-label={t('agencies.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('agencies.agency')}</Table.Th>
                  <Table.Th>{t('agencies.brand')}</Table.Th>
                  <Table.Th>{t('agencies.model')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {agencies.map((agency) => (
                  <Table.Tr key={agency.id}>
                    <Table.Td>{agency.name}</Table.Td>
                    <Table.Td>{getBrand(agency.brandId).code}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('agencies.modelOf', { name: agency.name })}
                        data={PRICING_MODELS.map((value) => ({
                          value,
                          label: t(`models.${value}`),
                        }))}
                        value={agency.pricingModel}
                        allowDeselect={false}
                        disabled={setPricingModel.isPending}
                        // As wide as its longest choice in the reader's language, so a narrow
                        // table column never cuts "Gross (commission off the sell price)".
                        w={`calc(${Math.max(...PRICING_MODELS.map((value) => t(`models.${value}`).length))}ch + 3rem)`}
                        onChange={(value) => {
                          if (!isPricingModel(value) || value === agency.pricingModel) return;
                          setPricingModel.mutate(
                            { agencyId: agency.id, pricingModel: value },
                            {
                              onSuccess: () =>
                                notifications.show({
                                  color: 'fern',
                                  message: t('agencies.saved', {
                                    name: agency.name,
                                    model: t(`models.${value}`),
                                  }),
                                }),
                            },
                          );
                        }}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}

        <Group justify="space-between" align="flex-end">
          <Title order={3} size="h4">
            {t('rules.title')}
          </Title>
          <Group gap="sm">
            <ExportCsvButton download={() => exportMarkupRules(filter)} />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ rule: null })}>
              {t('add')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('filters.kind')}
            placeholder={t('ui-kit:select.all')}
            clearable
            data={MARKUP_RULE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={filter.kind || null}
            onChange={(value) => setFilter('rulesKind', value ?? '')}
          />
          <Select
            label={t('filters.brand')}
            placeholder={t('ui-kit:select.all')}
            clearable
            data={Object.values(BRANDS).map((brand) => ({
              value: String(brand.id),
              label: `${brand.code} (${brand.currency})`,
            }))}
            value={filter.brandId || null}
            onChange={(value) => setFilter('rulesBrand', value ?? '')}
          />
          <Select
            label={t('filters.agency')}
            placeholder={t('ui-kit:select.all')}
            clearable
            searchable
            data={agencyOptions}
            value={filter.agencyId || null}
            onChange={(value) => setFilter('rulesAgency', value ?? '')}
          />
        </SimpleGrid>
        {rulesQuery.error ? (
          <Alert color="red" role="alert">
            {rulesQuery.error.message}
          </Alert>
        ) : null}
        {rulesQuery.isPending ? (
          <Loader aria-label={t('loading', { ns: 'common' })} />
        ) : rows.length === 0 && !rulesQuery.error ? (
          <Text>{isFiltered ? t('empty.filtered') : t('empty.none')}</Text>
        ) : rows.length > 0 ? (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('rules.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.rate')}</Table.Th>
                  <Table.Th>{t('columns.scope')}</Table.Th>
                  <Table.Th>{t('columns.dates')}</Table.Th>
                  <Table.Th>{t('columns.priority')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((rule) => (
                  <Table.Tr key={rule.id}>
                    <Table.Td>{rule.name}</Table.Td>
                    <Table.Td>
                      {t(`rates.${rule.kind}`, {
                        percent: percentFormat.format(basisPointsToPercent(rule.basisPoints)),
                      })}
                    </Table.Td>
                    <Table.Td>
                      {[
                        rule.brandId === null ? null : getBrand(rule.brandId).code,
                        rule.agencyName,
                        rule.supplierName,
                        rule.serviceTypeCode === null
                          ? null
                          : t(`codes.serviceTypes.${rule.serviceTypeCode}`, { ns: 'catalogue' }),
                      ]
                        .filter((part) => part !== null)
                        .join(' · ') || t('everything')}
                    </Table.Td>
                    <Table.Td>
                      {rule.validFrom === null && rule.validTo === null
                        ? t('always')
                        : t('dateRange', {
                            from: formatDate(rule.validFrom),
                            to: formatDate(rule.validTo),
                          })}
                    </Table.Td>
                    <Table.Td>{rule.priority}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('edit', { name: rule.name })}
                          onClick={() => setEditing({ rule })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('delete.button', { name: rule.name })}
                          onClick={() => setDeleting(rule)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Pagination
          pagination={rulesQuery.data}
          onPageChange={setPage}
          disabled={rulesQuery.isFetching}
        />
      </Stack>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.rule ? t('editTitle', { name: editing.rule.name }) : t('addTitle')}
      >
        {editing ? (
          <MarkupRuleForm
            key={editing.rule?.id ?? 'new'}
            rule={editing.rule}
            agencies={agencyOptions}
            suppliers={supplierOptions}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await saveRule.mutateAsync({ id: editing.rule?.id ?? null, body });
              notifications.show({ color: 'fern', message: t('saved', { name: body.name }) });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <ConfirmDeleteModal
        opened={deleting !== null}
        title={t('delete.title')}
        question={deleting ? t('delete.confirm', { name: deleting.name }) : ''}
        cancelLabel={t('form.cancel')}
        confirmLabel={t('delete.submit')}
        isPending={deleteRule.isPending}
        error={deleteRule.error}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deleteRule.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({
                color: 'fern',
                message: t('delete.done', { name: deleting.name }),
              });
              setDeleting(null);
            },
          });
        }}
      />
    </Paper>
  );
}
