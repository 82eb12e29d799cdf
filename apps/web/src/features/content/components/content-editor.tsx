import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconHistory } from '@tabler/icons-react';
import type { TContentText } from '@portal/shared/contracts/content';
import {
  CONTENT_LANGUAGES,
  CONTENT_TEXT_MAX,
  isContentField,
  isContentLanguage,
  type TContentField,
  type TContentKind,
  type TContentLanguage,
} from '@portal/shared/domain/content-codes';
import { formatDayMonthYear } from '@portal/shared/format/dates';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { isApiError } from '../../../lib/api-client';
import { useContentEntity } from '../api/get-entity';
import { useContentVersions } from '../api/get-versions';
import { useRestoreContentVersion } from '../api/restore-version';
import { useSaveContentText } from '../api/save-text';
import { useContentLabels } from '../hooks/use-content-labels';

function LanguageText({
  kind,
  entityId,
  field,
  text,
  canEdit,
}: {
  kind: TContentKind;
  entityId: number;
  field: TContentField;
  text: TContentText;
  canEdit: boolean;
}) {
  const labels = useContentLabels();
  const { t } = labels;
  const [draft, setDraft] = useState(text.text);
  const save = useSaveContentText(kind, entityId);
  const [historyPage, setHistoryPage] = useState(1);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const isChanged = draft.trim() !== text.text.trim();
  const tooLong = Array.from(draft).length > CONTENT_TEXT_MAX;
  const isConflict = isApiError(save.error) && save.error.status === 409;
  const languageName = labels.language(text.language);

  return (
    <Stack gap="sm">
      <Textarea
        label={
          field === 'description'
            ? t('editor.textLabel', { language: languageName })
            : t('editor.fieldTextLabel', { field: labels.field(field), language: languageName })
        }
        rows={6}
        value={draft}
        readOnly={!canEdit}
        error={
          tooLong
            ? t('editor.tooLong', { max: CONTENT_TEXT_MAX })
            : isApiError(save.error)
              ? save.error.fieldError('text')
              : undefined
        }
        description={t('editor.length', { chars: Array.from(draft).length })}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {text.version === 0
            ? t('editor.neverWritten')
            : t('editor.versionInfo', {
                version: text.version,
                who: text.updatedBy ?? t('editor.import'),
                date: text.updatedAt
                  ? formatDayMonthYear(text.updatedAt.slice(0, 10), labels.locale)
                  : '—',
              })}
        </Text>
        <Group gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconHistory size={16} />}
            onClick={() => setHistoryOpen((open) => !open)}
            disabled={text.version === 0}
          >
            {isHistoryOpen ? t('editor.hideHistory') : t('editor.showHistory')}
          </Button>
          {canEdit ? (
            <Button
              disabled={!isChanged || tooLong}
              loading={save.isPending}
              onClick={() =>
                save.mutate(
                  { field, language: text.language, text: draft, baseVersion: text.version },
                  {
                    onSuccess: () =>
                      notifications.show({
                        color: 'fern',
                        message: t('editor.saved', { language: languageName }),
                      }),
                  },
                )
              }
            >
              {t('editor.save', { language: languageName })}
            </Button>
          ) : null}
        </Group>
      </Group>
      {save.error && !(isApiError(save.error) && save.error.fieldError('text')) ? (
        <Alert color={isConflict ? 'yellow' : 'red'} role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      {isHistoryOpen ? (
        <VersionHistory
          kind={kind}
          entityId={entityId}
          field={field}
          language={text.language}
          page={historyPage}
          onPageChange={setHistoryPage}
          canEdit={canEdit}
          currentVersion={text.version}
          onRestored={(restored) => setDraft(restored)}
        />
      ) : null}
    </Stack>
  );
}

function VersionHistory({
  kind,
  entityId,
  field,
  language,
  page,
  onPageChange,
  canEdit,
  currentVersion,
  onRestored,
}: {
  kind: TContentKind;
  entityId: number;
  field: TContentField;
  language: TContentLanguage;
  page: number;
  onPageChange: (page: number) => void;
  canEdit: boolean;
  currentVersion: number;
  onRestored: (text: string) => void;
}) {
  const { t, locale } = useContentLabels();
  const versions = useContentVersions(kind, entityId, field, language, page);
  const restore = useRestoreContentVersion(kind, entityId);
  const rows = versions.data?.data ?? [];
  if (versions.isPending) return <Loader size="sm" aria-label={t('loading', { ns: 'common' })} />;
  if (versions.error) {
    return (
      <Alert color="red" role="alert">
        {versions.error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Table verticalSpacing="xs" aria-label={t('editor.historyLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('editor.columns.version')}</Table.Th>
            <Table.Th>{t('editor.columns.text')}</Table.Th>
            <Table.Th w={200}>{t('editor.columns.source')}</Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {version.text}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" tt="none">
                  {t(`sources.${version.source}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {version.createdBy ?? t('editor.import')} ·{' '}
                  {formatDayMonthYear(version.createdAt.slice(0, 10), locale)}
                </Text>
              </Table.Td>
              <Table.Td>
                {canEdit && version.version !== currentVersion ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={restore.isPending && restore.variables === version.id}
                    onClick={() =>
                      restore.mutate(version.id, {
                        onSuccess: () => {
                          onRestored(version.text);
                          notifications.show({
                            color: 'fern',
                            message: t('editor.restored', { version: version.version }),
                          });
                        },
                      })
                    }
                  >
                    {t('editor.restore')}
                  </Button>
                ) : version.version === currentVersion ? (
                  <Badge color="green" variant="light" tt="none">
                    {t('editor.current')}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {restore.error ? (
        <Alert color="red" role="alert">
          {restore.error.message}
        </Alert>
      ) : null}
      <Pagination pagination={versions.data} onPageChange={onPageChange} />
    </Stack>
  );
}

/**
 * An entity's texts in every language: one tab per language, each saved as a new version with its
 * history (and an earlier version restored as a new one). An entity with several texts (a tour's
 * overview, inclusions and days) shows one at a time, chosen above the tabs; the entity page
 * controls which (`field`), so a link from the ranking opens the text it ranked. Used on its own
 * page and on the product and package screens.
 */
export function ContentEditor({
  kind,
  entityId,
  canEdit,
  withTitle = true,
  field: chosenField,
  onFieldChange,
}: {
  kind: TContentKind;
  entityId: number;
  canEdit: boolean;
  withTitle?: boolean;
  field?: TContentField | undefined;
  onFieldChange?: (field: TContentField) => void;
}) {
  const labels = useContentLabels();
  const { t } = labels;
  const entity = useContentEntity(kind, entityId);
  const [language, setLanguage] = useState<TContentLanguage>('en');
  const [ownField, setOwnField] = useState<TContentField | null>(null);
  const fields = entity.data?.fields ?? [];
  const wanted = chosenField ?? ownField;
  const field = fields.find((entry) => entry.field === wanted) ?? fields[0];
  const chooseField = (value: string | null) => {
    if (!isContentField(value)) return;
    setOwnField(value);
    onFieldChange?.(value);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {withTitle ? (
          <div>
            <Title order={2} size="h4">
              {t('editor.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('editor.intro')}
            </Text>
          </div>
        ) : null}
        {entity.error ? (
          <Alert color="red" role="alert">
            {entity.error.message}
          </Alert>
        ) : null}
        {entity.isPending ? <Loader size="sm" aria-label={t('loading', { ns: 'common' })} /> : null}
        {fields.length > 1 && field ? (
          <Select
            label={t('editor.field')}
            allowDeselect={false}
            data={fields.map((entry) => ({
              value: entry.field,
              label: t('editor.fieldScore', {
                field: labels.field(entry.field),
                score: entry.assessment.score,
              }),
            }))}
            value={field.field}
            onChange={chooseField}
          />
        ) : null}
        {field ? (
          <Tabs
            key={field.field}
            value={language}
            onChange={(value) => {
              if (isContentLanguage(value)) setLanguage(value);
            }}
            keepMounted={false}
          >
            <Tabs.List>
              {CONTENT_LANGUAGES.map((code) => {
                const text = field.texts.find((entry) => entry.language === code);
                const hasText = (text?.text ?? '') !== '';
                return (
                  <Tabs.Tab
                    key={code}
                    value={code}
                    rightSection={
                      hasText ? <IconCheck size={14} aria-label={t('editor.hasText')} /> : undefined
                    }
                  >
                    {labels.language(code)}
                  </Tabs.Tab>
                );
              })}
            </Tabs.List>
            {field.texts.map((text) => (
              <Tabs.Panel key={text.language} value={text.language} pt="sm">
                <LanguageText
                  key={`${field.field}-${text.language}-${text.version}`}
                  kind={kind}
                  entityId={entityId}
                  field={field.field}
                  text={text}
                  canEdit={canEdit}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        ) : null}
      </Stack>
    </Paper>
  );
}
