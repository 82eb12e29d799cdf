import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TContentSuggestion } from '@portal/shared/contracts/content';
import { CONTENT_TEXT_MAX } from '@portal/shared/domain/content-codes';
import { useState } from 'react';
import { useDecideSuggestion } from '../api/decide-suggestion';
import { useContentLabels } from '../hooks/use-content-labels';
import { TextDiff } from './text-diff';

const STATUS_COLOURS: Record<TContentSuggestion['status'], string> = {
  pending: 'blue',
  accepted: 'green',
  rejected: 'gray',
  superseded: 'gray',
};

/**
 * One suggestion for review: what changes (old and new text in one, for a rewrite), why, and the
 * decision. Suggestions without a text (needs translation, checklist) take the reviewer's own;
 * any suggested text can be edited before it is accepted.
 */
export function SuggestionCard({ suggestion }: { suggestion: TContentSuggestion }) {
  const labels = useContentLabels();
  const { t } = labels;
  const decide = useDecideSuggestion();
  const needsText = suggestion.suggestedText === null;
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(suggestion.suggestedText ?? suggestion.currentText);
  const isPending = suggestion.status === 'pending';
  const isStale = suggestion.currentVersion !== suggestion.baseVersion;
  const languageName = labels.language(suggestion.language);
  // An entity with several texts (a tour) says which one: "North Island Explorer · Day 2 · German".
  const heading =
    suggestion.field === 'description'
      ? `${suggestion.entityName} · ${languageName}`
      : `${suggestion.entityName} · ${labels.field(suggestion.field)} · ${languageName}`;
  const canAccept = !isStale && (isEditing ? draft.trim() !== '' : !needsText);

  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={600}>{heading}</Text>
            <Text size="xs" c="dimmed">
              {labels.kind(suggestion.kind)} · {suggestion.entityCode}
            </Text>
          </div>
          <Group gap={6}>
            <Badge variant="light" tt="none">
              {t(`types.${suggestion.type}`)}
            </Badge>
            <Badge color={STATUS_COLOURS[suggestion.status]} tt="none">
              {t(`statuses.${suggestion.status}`)}
            </Badge>
          </Group>
        </Group>

        {suggestion.changes.length > 0 ? (
          <List size="sm" spacing={2}>
            {suggestion.changes.map((change, index) => (
              <List.Item key={`${change.code}-${index}`}>{labels.change(change)}</List.Item>
            ))}
          </List>
        ) : null}

        {suggestion.type === 'rewrite' && suggestion.suggestedText !== null && !isEditing ? (
          <TextDiff before={suggestion.baseText} after={suggestion.suggestedText} />
        ) : null}
        {suggestion.type === 'translation' && !isEditing ? (
          <Text style={{ whiteSpace: 'pre-wrap' }}>{suggestion.suggestedText}</Text>
        ) : null}
        {needsText && !isEditing ? (
          <Text size="sm" c="dimmed">
            {t(`suggestions.noText.${suggestion.type}`)}
          </Text>
        ) : null}

        {isPending && isStale ? (
          <Alert color="yellow" role="status">
            {t('suggestions.stale')}
          </Alert>
        ) : null}

        {isPending && isEditing ? (
          <Textarea
            label={t('suggestions.yourText', { language: languageName })}
            description={needsText ? t(`suggestions.noText.${suggestion.type}`) : undefined}
            rows={5}
            maxLength={CONTENT_TEXT_MAX}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
        ) : null}

        {decide.error ? (
          <Alert color="red" role="alert">
            {decide.error.message}
          </Alert>
        ) : null}

        {isPending ? (
          <Group justify="flex-end" gap="sm">
            {needsText ? (
              isEditing ? null : (
                <Button variant="subtle" onClick={() => setEditing(true)}>
                  {t(`suggestions.write.${suggestion.type}`)}
                </Button>
              )
            ) : (
              <Button variant="subtle" onClick={() => setEditing((editing) => !editing)}>
                {isEditing ? t('suggestions.showSuggestion') : t('suggestions.edit')}
              </Button>
            )}
            <Button
              variant="default"
              loading={decide.isPending && decide.variables.accept === false}
              onClick={() => decide.mutate({ id: suggestion.id, accept: false })}
            >
              {t('suggestions.reject')}
            </Button>
            <Button
              disabled={!canAccept}
              loading={decide.isPending && decide.variables.accept === true}
              aria-label={t('suggestions.acceptLabel', { name: heading })}
              onClick={() =>
                decide.mutate(
                  isEditing
                    ? { id: suggestion.id, accept: true, text: draft }
                    : { id: suggestion.id, accept: true },
                  {
                    onSuccess: () =>
                      notifications.show({
                        color: 'fern',
                        message: t('suggestions.accepted', { name: heading }),
                      }),
                  },
                )
              }
            >
              {t('suggestions.accept')}
            </Button>
          </Group>
        ) : suggestion.decidedBy ? (
          <Text size="sm" c="dimmed">
            {suggestion.status === 'accepted' && suggestion.acceptedVersion !== null
              ? t('suggestions.acceptedBy', {
                  who: suggestion.decidedBy,
                  version: suggestion.acceptedVersion,
                })
              : t('suggestions.rejectedBy', { who: suggestion.decidedBy })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
