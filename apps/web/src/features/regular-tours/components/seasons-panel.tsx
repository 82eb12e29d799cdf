import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type {
  TTour,
  TTourSeason,
  TTourSeasonRequestInput,
} from '@portal/shared/contracts/regular-tours';
import { ROOM_TYPE_CODES, type TRoomTypeCode } from '@portal/shared/domain/pricing/codes';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateInput } from '../../../components/ui/form-date-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { useDeleteSeason, useSaveSeason, useSeasons } from '../api/admin-seasons';
import { useTourLabels } from '../hooks/use-tour-labels';

export const SEASON_RULES = {
  name: 'required|length:60',
  validFrom: 'required',
  validTo: 'required',
} as const satisfies TFieldRules;

type TMoney = number | '';

interface TRateDraft {
  cost: TMoney;
  sell: TMoney;
  childCost: TMoney;
  childSell: TMoney;
}

type TRateDrafts = Record<TRoomTypeCode, TRateDraft>;

interface TSeasonValues extends Record<string, unknown> {
  name: string;
  validFrom: string;
  validTo: string;
}

/** Dollars as typed -> integer cents (189.99 -> 18999), '' for an empty field. */
export function toCents(value: TMoney): number | null {
  if (value === '') return null;
  return Math.round(Number(value) * 100);
}

function toDollars(cents: number | null): TMoney {
  return cents === null ? '' : cents / 100;
}

function draftsOf(season: TTourSeason | null): TRateDrafts {
  return Object.fromEntries(
    ROOM_TYPE_CODES.map((code) => {
      const rate = season?.rates.find((candidate) => candidate.roomType === code);
      return [
        code,
        {
          cost: toDollars(rate?.costCents ?? null),
          sell: toDollars(rate?.sellCents ?? null),
          childCost: toDollars(rate?.childCostCents ?? null),
          childSell: toDollars(rate?.childSellCents ?? null),
        },
      ];
    }),
  ) as TRateDrafts;
}

/**
 * The rates a season sells, or the message key of what is wrong with them: a room type is sold
 * when it has a cost and a sell; child prices come in pairs.
 */
export function ratesOf(drafts: TRateDrafts): TTourSeasonRequestInput['rates'] | string {
  const rates: TTourSeasonRequestInput['rates'] = [];
  for (const code of ROOM_TYPE_CODES) {
    const draft = drafts[code];
    const [cost, sell, childCost, childSell] = [
      toCents(draft.cost),
      toCents(draft.sell),
      toCents(draft.childCost),
      toCents(draft.childSell),
    ];
    if (cost === null && sell === null && childCost === null && childSell === null) continue;
    if (cost === null || sell === null) return 'seasons.form.pairs';
    if ((childCost === null) !== (childSell === null)) return 'seasons.form.childPairs';
    rates.push({
      roomType: code,
      costCents: cost,
      sellCents: sell,
      childCostCents: childCost,
      childSellCents: childSell,
    });
  }
  return rates.length === 0 ? 'seasons.form.noRates' : rates;
}

function SeasonForm({
  season,
  currency,
  onSubmit,
  onCancel,
}: {
  season: TTourSeason | null;
  currency: string;
  onSubmit: (body: TTourSeasonRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const form = useRulesForm<TSeasonValues>({
    initialValues: {
      name: season?.name ?? '',
      validFrom: season?.validFrom ?? '',
      validTo: season?.validTo ?? '',
    },
    rules: SEASON_RULES,
  });
  const [drafts, setDrafts] = useState<TRateDrafts>(() => draftsOf(season));
  const [problem, setProblem] = useState<string | null>(null);
  const update = (code: TRoomTypeCode, patch: Partial<TRateDraft>) =>
    setDrafts((current) => ({ ...current, [code]: { ...current[code], ...patch } }));
  const money = (label: string, value: TMoney, onChange: (next: TMoney) => void) => (
    <NumberInput
      aria-label={label}
      value={value}
      min={0}
      max={1_000_000}
      decimalScale={2}
      hideControls
      w={110}
      onChange={(next) => onChange(typeof next === 'number' ? next : '')}
    />
  );

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (values.validFrom > values.validTo) {
          form.setServerErrors({ validTo: [t('seasons.form.dateOrder')] });
          return;
        }
        const rates = ratesOf(drafts);
        if (typeof rates === 'string') {
          setProblem(t(rates));
          return;
        }
        setProblem(null);
        await onSubmit({
          name: values.name.trim(),
          validFrom: values.validFrom,
          validTo: values.validTo,
          rates,
        });
      }}
    >
      <Stack gap="sm">
        {form.submitError &&
        !hasOnlyFieldErrors(form.submitError, ['name', 'validFrom', 'validTo']) ? (
          <Alert color="red" role="alert">
            {form.submitError instanceof Error ? form.submitError.message : null}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <FormTextInput name="name" label={t('seasons.form.name')} data-autofocus />
          <FormDateInput name="validFrom" label={t('seasons.form.validFrom')} />
          <FormDateInput name="validTo" label={t('seasons.form.validTo')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('seasons.form.hint', { currency })}
        </Text>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} aria-label={t('seasons.form.ratesLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('seasons.form.roomType')}</Table.Th>
                <Table.Th>{t('seasons.form.cost')}</Table.Th>
                <Table.Th>{t('seasons.form.sell')}</Table.Th>
                <Table.Th>{t('seasons.form.childCost')}</Table.Th>
                <Table.Th>{t('seasons.form.childSell')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROOM_TYPE_CODES.map((code) => {
                const room = labels.roomType(code);
                const draft = drafts[code];
                return (
                  <Table.Tr key={code}>
                    <Table.Td>{room}</Table.Td>
                    <Table.Td>
                      {money(t('seasons.form.costOf', { room }), draft.cost, (cost) =>
                        update(code, { cost }),
                      )}
                    </Table.Td>
                    <Table.Td>
                      {money(t('seasons.form.sellOf', { room }), draft.sell, (sell) =>
                        update(code, { sell }),
                      )}
                    </Table.Td>
                    <Table.Td>
                      {money(
                        t('seasons.form.childCostOf', { room }),
                        draft.childCost,
                        (childCost) => update(code, { childCost }),
                      )}
                    </Table.Td>
                    <Table.Td>
                      {money(
                        t('seasons.form.childSellOf', { room }),
                        draft.childSell,
                        (childSell) => update(code, { childSell }),
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('categories.form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('seasons.form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}

/** The tour's seasons with their per-person rates by room type. */
export function SeasonsPanel({ tour, canManage }: { tour: TTour; canManage: boolean }) {
  const { t, i18n } = useTranslation('regular-tours');
  const labels = useTourLabels();
  const seasons = useSeasons(tour.id);
  const save = useSaveSeason(tour.id);
  const remove = useDeleteSeason();
  const [editing, setEditing] = useState<{ season: TTourSeason | null } | null>(null);
  const rows = seasons.data?.data ?? [];
  const date = (iso: string) => formatDayMonthYear(iso, i18n.language);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h3">
            {t('seasons.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('seasons.intro')}
          </Text>
        </div>
        {canManage ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ season: null })}>
            {t('seasons.add')}
          </Button>
        ) : null}
      </Group>
      {seasons.error ? (
        <Alert color="red" role="alert">
          {seasons.error.message}
        </Alert>
      ) : null}
      {remove.error ? (
        <Alert color="red" role="alert">
          {remove.error.message}
        </Alert>
      ) : null}
      {seasons.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {seasons.data && rows.length === 0 ? <Text>{t('seasons.empty')}</Text> : null}
      {rows.length > 0 ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={t('seasons.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('seasons.columns.name')}</Table.Th>
                <Table.Th>{t('seasons.columns.from')}</Table.Th>
                <Table.Th>{t('seasons.columns.to')}</Table.Th>
                <Table.Th>{t('seasons.columns.rates')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((season) => (
                <Table.Tr key={season.id}>
                  <Table.Td>{season.name}</Table.Td>
                  <Table.Td>{date(season.validFrom)}</Table.Td>
                  <Table.Td>{date(season.validTo)}</Table.Td>
                  <Table.Td>
                    {season.rates
                      .map((rate) =>
                        t('seasons.rate', {
                          room: labels.roomType(rate.roomType),
                          sell: labels.price(rate.sellCents, tour.brandId),
                          cost: labels.price(rate.costCents, tour.brandId),
                        }),
                      )
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td>
                    {canManage ? (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('seasons.edit', { name: season.name })}
                          onClick={() => setEditing({ season })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('seasons.delete', { name: season.name })}
                          loading={remove.isPending && remove.variables === season.id}
                          onClick={() =>
                            remove.mutate(season.id, {
                              onSuccess: () =>
                                notifications.show({
                                  color: 'fern',
                                  message: t('seasons.deleted', { name: season.name }),
                                }),
                            })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Group>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        title={
          editing?.season
            ? t('seasons.editTitle', { name: editing.season.name })
            : t('seasons.addTitle')
        }
      >
        {editing ? (
          <SeasonForm
            key={editing.season?.id ?? 'new'}
            season={editing.season}
            currency={tour.currency}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync({ id: editing.season?.id ?? null, body });
              notifications.show({
                color: 'fern',
                message: t('seasons.saved', { name: body.name }),
              });
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
