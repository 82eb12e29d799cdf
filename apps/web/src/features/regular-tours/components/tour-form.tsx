import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type {
  TTour,
  TTourOptions,
  TTourRequestInput,
} from '@portal/shared/contracts/regular-tours';
import {
  TOUR_LANGUAGES,
  TOUR_STATUSES,
  type TLocalizedText,
  type TTourLanguage,
  type TTourStatus,
} from '@portal/shared/domain/tours';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { RulesForm } from '../../../components/ui/rules-form';
import { readServerFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';
import { LANGUAGES } from '../../../lib/i18n';

/** The header's limits, as ZTourRequest checks them. */
export const TOUR_RULES = {
  code: 'required|min-length:2|length:20',
  name: 'required|length:160',
  brandId: 'required',
  categoryId: 'required',
  supplierId: 'required',
  startLocationId: 'required',
  endLocationId: 'required',
  status: 'required',
} as const satisfies TFieldRules;

const HEADER_FIELDS: readonly string[] = Object.keys(TOUR_RULES);

interface THeaderValues extends Record<string, unknown> {
  code: string;
  name: string;
  brandId: string;
  categoryId: string;
  supplierId: string;
  startLocationId: string;
  endLocationId: string;
  status: string;
}

export interface TDayDraft {
  /** Stable while days are added and removed, for React. */
  key: number;
  title: TLocalizedText;
  description: TLocalizedText;
  overnightLocationId: string;
  meals: { breakfast: boolean; lunch: boolean; dinner: boolean };
}

const EMPTY_TEXT: TLocalizedText = { en: '', de: '', es: '', it: '', fr: '' };

let nextKey = 1;
export function emptyDay(): TDayDraft {
  nextKey += 1;
  return {
    key: nextKey,
    title: { ...EMPTY_TEXT },
    description: { ...EMPTY_TEXT },
    overnightLocationId: '',
    meals: { breakfast: false, lunch: false, dinner: false },
  };
}

function toHeader(tour: TTour | null): THeaderValues {
  return {
    code: tour?.code ?? '',
    name: tour?.name ?? '',
    brandId: tour ? String(tour.brandId) : '1',
    categoryId: tour ? String(tour.categoryId) : '',
    supplierId: tour ? String(tour.supplierId) : '',
    startLocationId: tour ? String(tour.startLocationId) : '',
    endLocationId: tour ? String(tour.endLocationId) : '',
    status: tour?.status ?? 'draft',
  };
}

function toDays(tour: TTour | null): TDayDraft[] {
  if (!tour) return [emptyDay()];
  return tour.days.map((day) => ({
    ...emptyDay(),
    title: { ...day.title },
    description: { ...day.description },
    overnightLocationId: day.overnightLocationId === null ? '' : String(day.overnightLocationId),
    meals: { ...day.meals },
  }));
}

function trimText(text: TLocalizedText): TLocalizedText {
  return Object.fromEntries(
    TOUR_LANGUAGES.map((code) => [code, text[code].trim()]),
  ) as TLocalizedText;
}

/** What the form checks before sending: English texts the contract requires. */
export function findTextIssues(overview: TLocalizedText, days: readonly TDayDraft[]): string[] {
  const issues: string[] = [];
  if (overview.en.trim() === '') issues.push('overview');
  days.forEach((day, index) => {
    if (day.title.en.trim() === '') issues.push(`days.${index}.title`);
  });
  return issues;
}

function LanguageName({ code }: { code: TTourLanguage }) {
  return <>{LANGUAGES.find((language) => language.code === code)?.nativeName ?? code}</>;
}

/**
 * A scheduled tour: its header, its texts in each language (English required, the others shown
 * in place of English when filled in), images and the day-by-day itinerary.
 */
export function TourForm({
  tour,
  options,
  onSubmit,
  submitLabel,
  readOnly = false,
  notice,
}: {
  tour: TTour | null;
  options: TTourOptions;
  onSubmit: (body: TTourRequestInput) => Promise<unknown>;
  submitLabel: string;
  readOnly?: boolean;
  notice?: ReactNode;
}) {
  const { t } = useTranslation('regular-tours');
  const form = useRulesForm({ initialValues: toHeader(tour), rules: TOUR_RULES });
  const [language, setLanguage] = useState<TTourLanguage>('en');
  const [overview, setOverview] = useState<TLocalizedText>(
    tour ? { ...tour.overview } : { ...EMPTY_TEXT },
  );
  const [inclusions, setInclusions] = useState<TLocalizedText>(
    tour ? { ...tour.inclusions } : { ...EMPTY_TEXT },
  );
  const [images, setImages] = useState(tour ? tour.images.join('\n') : '');
  const [days, setDays] = useState<TDayDraft[]>(() => toDays(tour));
  const [issues, setIssues] = useState<string[]>([]);
  const languageName = LANGUAGES.find((entry) => entry.code === language)?.nativeName ?? language;
  const serverErrors = readServerFieldErrors(form.submitError) ?? {};
  const otherMessages = Object.entries(serverErrors)
    .filter(([field]) => !HEADER_FIELDS.includes(field))
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`);

  const locationOptions = options.locations.map((location) => ({
    value: String(location.id),
    label: `${location.name} (${location.region}, ${location.country})`,
  }));
  const updateDay = (index: number, patch: Partial<TDayDraft>) =>
    setDays((current) =>
      current.map((day, position) => (position === index ? { ...day, ...patch } : day)),
    );

  return (
    <RulesForm
      form={form}
      aria-label={t('form.label')}
      onSubmit={async (values) => {
        const found = findTextIssues(overview, days);
        setIssues(found);
        if (found.length > 0) {
          setLanguage('en');
          return;
        }
        await onSubmit({
          code: values.code.trim().toUpperCase(),
          name: values.name.trim(),
          brandId: values.brandId === '2' ? 2 : 1,
          categoryId: Number(values.categoryId),
          supplierId: Number(values.supplierId),
          startLocationId: Number(values.startLocationId),
          endLocationId: Number(values.endLocationId),
          status: values.status as TTourStatus,
          overview: trimText(overview),
          inclusions: trimText(inclusions),
          images: images
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter((line) => line !== ''),
          days: days.map((day, index) => ({
            dayNumber: index + 1,
            title: trimText(day.title),
            description: trimText(day.description),
            overnightLocationId: day.overnightLocationId ? Number(day.overnightLocationId) : null,
            meals: day.meals,
          })),
        });
      }}
    >
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="lg">
          {notice}
          {form.submitError &&
          (otherMessages.length > 0 || !readServerFieldErrors(form.submitError)) ? (
            <Alert color="red" role="alert" title={t('form.notSaved')}>
              {otherMessages.length > 0 ? (
                <List size="sm">
                  {otherMessages.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              ) : form.submitError instanceof Error ? (
                form.submitError.message
              ) : null}
            </Alert>
          ) : null}
          {issues.length > 0 ? (
            <Alert color="red" role="alert" title={t('form.notSaved')}>
              {t('form.englishMissing', { count: issues.length })}
            </Alert>
          ) : null}
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('form.header')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                <FormTextInput name="code" label={t('form.code')} autoComplete="off" />
                <FormTextInput name="name" label={t('form.name')} />
                <FormSelect
                  name="brandId"
                  label={t('form.brand')}
                  allowDeselect={false}
                  data={['1', '2'].map((value) => ({ value, label: t(`brands.${value}`) }))}
                />
                <FormSelect
                  name="status"
                  label={t('form.status')}
                  allowDeselect={false}
                  data={TOUR_STATUSES.map((status) => ({
                    value: status,
                    label: t(`status.${status}`),
                  }))}
                />
                <FormSelect
                  name="categoryId"
                  label={t('form.category')}
                  searchable
                  data={options.categories.map((category) => ({
                    value: String(category.id),
                    label: category.name,
                  }))}
                />
                <FormSelect
                  name="supplierId"
                  label={t('form.supplier')}
                  searchable
                  data={options.suppliers.map((supplier) => ({
                    value: String(supplier.id),
                    label: `${supplier.name} (${supplier.code})`,
                  }))}
                />
                <FormSelect
                  name="startLocationId"
                  label={t('form.start')}
                  searchable
                  data={locationOptions}
                />
                <FormSelect
                  name="endLocationId"
                  label={t('form.end')}
                  searchable
                  data={locationOptions}
                />
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper withBorder p="md">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Title order={2} size="h3">
                    {t('form.texts')}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('form.textHint')}
                  </Text>
                </div>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="tour-text-language">
                    {t('form.textLanguage')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="tour-text-language"
                    value={language}
                    onChange={(value) => setLanguage(value as TTourLanguage)}
                    data={TOUR_LANGUAGES.map((code) => ({
                      value: code,
                      label: <LanguageName code={code} />,
                    }))}
                  />
                </Stack>
              </Group>
              <Textarea
                label={t('form.overview', { language: languageName })}
                withAsterisk={language === 'en'}
                rows={4}
                maxLength={4000}
                value={overview[language]}
                placeholder={language === 'en' ? '' : overview.en}
                error={
                  language === 'en' && issues.includes('overview')
                    ? t('form.requiredEnglish')
                    : undefined
                }
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setOverview((current) => ({ ...current, [language]: value }));
                }}
              />
              <Textarea
                label={t('form.inclusions', { language: languageName })}
                rows={4}
                maxLength={4000}
                value={inclusions[language]}
                placeholder={language === 'en' ? '' : inclusions.en}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setInclusions((current) => ({ ...current, [language]: value }));
                }}
              />
              <Textarea
                label={t('form.images')}
                description={t('form.imagesHint')}
                rows={2}
                value={images}
                onChange={(event) => setImages(event.currentTarget.value)}
              />
            </Stack>
          </Paper>

          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('form.itinerary')}
            </Title>
            {days.map((day, index) => {
              const number = index + 1;
              return (
                <Paper
                  key={day.key}
                  withBorder
                  p="md"
                  component="section"
                  aria-label={t('form.day', { number })}
                >
                  <Stack gap="xs">
                    <Group justify="space-between">
                      <Title order={3} size="h5">
                        {t('form.day', { number })}
                      </Title>
                      {days.length > 1 && !readOnly ? (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('form.removeDay', { number })}
                          onClick={() =>
                            setDays((current) =>
                              current.filter((_, position) => position !== index),
                            )
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      ) : null}
                    </Group>
                    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                      <TextInput
                        label={t('form.dayTitle', { number, language: languageName })}
                        withAsterisk={language === 'en'}
                        maxLength={160}
                        value={day.title[language]}
                        placeholder={language === 'en' ? '' : day.title.en}
                        error={
                          language === 'en' && issues.includes(`days.${index}.title`)
                            ? t('form.requiredEnglish')
                            : undefined
                        }
                        onChange={(event) =>
                          updateDay(index, {
                            title: { ...day.title, [language]: event.currentTarget.value },
                          })
                        }
                      />
                      <Select
                        label={t('form.overnight', { number })}
                        placeholder={t('form.noOvernight')}
                        searchable
                        clearable
                        data={locationOptions}
                        value={day.overnightLocationId || null}
                        onChange={(value) => updateDay(index, { overnightLocationId: value ?? '' })}
                      />
                    </SimpleGrid>
                    <Textarea
                      label={t('form.dayDescription', { number, language: languageName })}
                      rows={3}
                      maxLength={4000}
                      value={day.description[language]}
                      placeholder={language === 'en' ? '' : day.description.en}
                      onChange={(event) =>
                        updateDay(index, {
                          description: {
                            ...day.description,
                            [language]: event.currentTarget.value,
                          },
                        })
                      }
                    />
                    <Group gap="md" role="group" aria-label={t('form.meals', { number })}>
                      {(['breakfast', 'lunch', 'dinner'] as const).map((meal) => (
                        <Checkbox
                          key={meal}
                          label={t(`meals.${meal}`)}
                          checked={day.meals[meal]}
                          onChange={(event) =>
                            updateDay(index, {
                              meals: { ...day.meals, [meal]: event.currentTarget.checked },
                            })
                          }
                        />
                      ))}
                    </Group>
                  </Stack>
                </Paper>
              );
            })}
            {readOnly ? null : (
              <Group>
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  disabled={days.length >= 60}
                  onClick={() => setDays((current) => [...current, emptyDay()])}
                >
                  {t('form.addDay')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('days', { count: days.length })}
                </Text>
              </Group>
            )}
          </Stack>
          {readOnly ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={form.isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </RulesForm>
  );
}
