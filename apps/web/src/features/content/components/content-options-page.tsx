import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  ZContentOptions,
  type TBannedPhrase,
  type TContentOptions,
} from '@portal/shared/contracts/content';
import { DEFAULT_CONTENT_OPTIONS } from '@portal/shared/domain/content-assessment';
import {
  CONTENT_FINDING_CODES,
  CONTENT_LANGUAGES,
  SOURCE_LANGUAGE,
  isContentLanguage,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useContentOptions } from '../api/get-options';
import { useSaveContentOptions } from '../api/save-options';
import { useContentLabels } from '../hooks/use-content-labels';

type TErrors = Record<string, string>;

/** The first message for each field path ("bannedPhrases.1.phrase"), from the shared contract. */
function validate(options: TContentOptions): TErrors {
  const result = ZContentOptions.safeParse(options);
  if (result.success) return {};
  const errors: TErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

function numberOf(value: string | number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : fallback;
}

const NUMBER_FIELDS = [
  'minLength',
  'maxLength',
  'minReadingEase',
  'maxAverageSentenceWords',
  'maxSentenceWords',
  'suggestBelowScore',
] as const;

function OptionsForm({ initial }: { initial: TContentOptions }) {
  const labels = useContentLabels();
  const { t } = labels;
  const [options, setOptions] = useState<TContentOptions>(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const [wordsLanguage, setWordsLanguage] = useState<TContentLanguage>('en');
  const save = useSaveContentOptions();
  const serverErrors = isApiError(save.error) ? save.error.errors : {};
  const errorOf = (path: string) => errors[path] ?? serverErrors[path]?.[0];
  const update = (patch: Partial<TContentOptions>) => setOptions((old) => ({ ...old, ...patch }));
  const updatePhrase = (index: number, patch: Partial<TBannedPhrase>) =>
    update({
      bannedPhrases: options.bannedPhrases.map((entry, at) =>
        at === index ? { ...entry, ...patch } : entry,
      ),
    });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(options);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        save.mutate(options, {
          onSuccess: () => notifications.show({ color: 'fern', message: t('options.saved') }),
        });
      }}
    >
      <Stack gap="lg">
        <Fieldset legend={t('options.sections.thresholds')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            {NUMBER_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`options.fields.${field}`)}
                description={t(`options.hints.${field}`)}
                value={options[field]}
                allowDecimal={false}
                error={errorOf(field)}
                onChange={(value) => update({ [field]: numberOf(value, options[field]) })}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('options.sections.languages')}>
          <Checkbox.Group
            label={t('options.fields.requiredLanguages')}
            description={t('options.hints.requiredLanguages')}
            value={options.requiredLanguages}
            error={errorOf('requiredLanguages')}
            onChange={(values) =>
              update({
                requiredLanguages: CONTENT_LANGUAGES.filter(
                  (language) => language === SOURCE_LANGUAGE || values.includes(language),
                ),
              })
            }
          >
            <Group mt="xs">
              {CONTENT_LANGUAGES.map((language) => (
                <Checkbox
                  key={language}
                  value={language}
                  label={labels.language(language)}
                  disabled={language === SOURCE_LANGUAGE}
                />
              ))}
            </Group>
          </Checkbox.Group>
        </Fieldset>

        <Fieldset legend={t('options.sections.facts')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('options.hints.facts')}
          </Text>
          <Group>
            {(['times', 'inclusions', 'duration'] as const).map((fact) => (
              <Checkbox
                key={fact}
                label={t(`options.facts.${fact}`)}
                checked={options.checkFacts[fact]}
                onChange={(event) =>
                  update({
                    checkFacts: { ...options.checkFacts, [fact]: event.currentTarget.checked },
                  })
                }
              />
            ))}
          </Group>
          <Tabs
            mt="md"
            value={wordsLanguage}
            onChange={(value) => {
              if (isContentLanguage(value)) setWordsLanguage(value);
            }}
          >
            <Tabs.List>
              {CONTENT_LANGUAGES.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {labels.language(language)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Stack gap="sm" pt="sm">
              <TagsInput
                label={t('options.fields.inclusionWords', {
                  language: labels.language(wordsLanguage),
                })}
                description={t('options.hints.inclusionWords')}
                value={options.inclusionWords[wordsLanguage]}
                error={errorOf(`inclusionWords.${wordsLanguage}`)}
                onChange={(words) =>
                  update({ inclusionWords: { ...options.inclusionWords, [wordsLanguage]: words } })
                }
              />
              <TagsInput
                label={t('options.fields.durationWords', {
                  language: labels.language(wordsLanguage),
                })}
                description={t('options.hints.durationWords')}
                value={options.durationWords[wordsLanguage]}
                error={errorOf(`durationWords.${wordsLanguage}`)}
                onChange={(words) =>
                  update({ durationWords: { ...options.durationWords, [wordsLanguage]: words } })
                }
              />
            </Stack>
          </Tabs>
        </Fieldset>

        <Fieldset legend={t('options.sections.bannedPhrases')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('options.hints.bannedPhrases')}
          </Text>
          {errorOf('bannedPhrases') ? (
            <Text c="red" size="sm" role="alert">
              {errorOf('bannedPhrases')}
            </Text>
          ) : null}
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" aria-label={t('options.bannedTableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('options.banned.phrase')}</Table.Th>
                  <Table.Th>{t('options.banned.replacement')}</Table.Th>
                  <Table.Th w={180}>{t('options.banned.language')}</Table.Th>
                  <Table.Th>{t('options.banned.reason')}</Table.Th>
                  <Table.Th w={50} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {options.bannedPhrases.map((entry, index) => (
                  <Table.Tr key={index}>
                    <Table.Td>
                      <TextInput
                        aria-label={t('options.banned.phraseOf', { number: index + 1 })}
                        value={entry.phrase}
                        error={errorOf(`bannedPhrases.${index}.phrase`)}
                        onChange={(event) =>
                          updatePhrase(index, { phrase: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('options.banned.replacementOf', { number: index + 1 })}
                        placeholder={t('options.banned.removePlaceholder')}
                        value={entry.replacement}
                        error={errorOf(`bannedPhrases.${index}.replacement`)}
                        onChange={(event) =>
                          updatePhrase(index, { replacement: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('options.banned.languageOf', { number: index + 1 })}
                        allowDeselect={false}
                        data={[
                          { value: 'all', label: t('options.banned.allLanguages') },
                          ...CONTENT_LANGUAGES.map((language) => ({
                            value: language,
                            label: labels.language(language),
                          })),
                        ]}
                        value={entry.language}
                        onChange={(value) =>
                          updatePhrase(index, {
                            language: value && isContentLanguage(value) ? value : 'all',
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={t('options.banned.reasonOf', { number: index + 1 })}
                        value={entry.reason}
                        error={errorOf(`bannedPhrases.${index}.reason`)}
                        onChange={(event) =>
                          updatePhrase(index, { reason: event.currentTarget.value })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('options.banned.remove', {
                          phrase: entry.phrase || index + 1,
                        })}
                        onClick={() =>
                          update({
                            bannedPhrases: options.bannedPhrases.filter((_, at) => at !== index),
                          })
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Button
            mt="sm"
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              update({
                bannedPhrases: [
                  ...options.bannedPhrases,
                  { phrase: '', replacement: '', language: 'all', reason: '' },
                ],
              })
            }
          >
            {t('options.banned.add')}
          </Button>
        </Fieldset>

        <Fieldset legend={t('options.sections.weights')}>
          <Text size="sm" c="dimmed" mb="xs">
            {t('options.hints.weights')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm">
            {CONTENT_FINDING_CODES.map((code) => (
              <NumberInput
                key={code}
                label={labels.findingName(code)}
                value={options.weights[code]}
                allowDecimal={false}
                error={errorOf(`weights.${code}`)}
                onChange={(value) =>
                  update({
                    weights: { ...options.weights, [code]: numberOf(value, options.weights[code]) },
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        {save.error ? (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        ) : Object.keys(errors).length > 0 ? (
          <Alert color="red" role="alert">
            {t('options.invalid')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              setOptions(DEFAULT_CONTENT_OPTIONS);
              setErrors({});
            }}
          >
            {t('options.defaults')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('options.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /admin/content-options: the assessment's rules and thresholds. */
export function ContentOptionsPage() {
  const labels = useContentLabels();
  const { t } = labels;
  const view = useContentOptions();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('options.title')}</Title>
        <Text c="dimmed">{t('options.intro')}</Text>
        {view.data ? (
          <Text size="sm" c="dimmed">
            {view.data.updatedBy && view.data.updatedAt
              ? t('options.lastChanged', {
                  who: view.data.updatedBy,
                  date: formatDayMonthYear(view.data.updatedAt.slice(0, 10), labels.locale),
                })
              : t('options.neverChanged')}
          </Text>
        ) : null}
      </div>
      {view.error ? (
        <Alert color="red" role="alert">
          {view.error.message}
        </Alert>
      ) : null}
      {view.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {view.data ? (
        <OptionsForm key={view.data.updatedAt ?? 'defaults'} initial={view.data.options} />
      ) : null}
    </Stack>
  );
}
