import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TContentField, TContentKind } from '@portal/shared/domain/content-codes';
import { Link } from 'react-router';
import { useContentEntity } from '../api/get-entity';
import { scoreColour, useContentLabels } from '../hooks/use-content-labels';
import { ContentEditor } from './content-editor';
import { FindingList } from './finding-badges';

/** Where the back office edits an entity of each kind, for a link from its texts. */
const ENTITY_PATHS: Partial<Record<TContentKind, (entityId: number) => string>> = {
  tour: (entityId) => `/admin/regular-tours/edit/${entityId}`,
};

/**
 * /admin/content/:kind/:id: one entity's score, findings and texts in every language. An entity
 * with several texts (a tour) shows the findings of the text being edited, `field` (the worst one
 * until another is chosen).
 */
export function ContentEntityPage({
  kind,
  entityId,
  canEdit,
  field,
  onFieldChange,
}: {
  kind: TContentKind;
  entityId: number;
  canEdit: boolean;
  field?: TContentField | undefined;
  onFieldChange?: (field: TContentField) => void;
}) {
  const labels = useContentLabels();
  const { t } = labels;
  const entity = useContentEntity(kind, entityId);
  const fields = entity.data?.fields ?? [];
  const worst = entity.data?.assessment ?? null;
  // A field the entity does not have (a day since removed) falls back to the worst text.
  const shownField = fields.some((entry) => entry.field === field)
    ? field
    : fields.length > 1
      ? worst?.field
      : undefined;
  const assessment =
    fields.find((entry) => entry.field === shownField)?.assessment ?? worst ?? null;
  const entityPath = ENTITY_PATHS[kind]?.(entityId);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/content-assessment" size="sm">
        {t('entity.back')}
      </Anchor>
      {entity.error ? (
        <Alert color="red" role="alert">
          {entity.error.message}
        </Alert>
      ) : null}
      {entity.isPending ? <Loader aria-label={t('loading', { ns: 'common' })} /> : null}
      {entity.data ? (
        <>
          <div>
            <Group gap="sm">
              <Title order={1}>{entity.data.name}</Title>
              {assessment ? (
                <Badge
                  size="lg"
                  color={scoreColour(assessment.score)}
                  aria-label={t('assessment.scoreLabel', { score: assessment.score })}
                >
                  {assessment.score}
                </Badge>
              ) : null}
            </Group>
            <Text c="dimmed">
              {labels.kind(kind)} · {entity.data.code}
            </Text>
            {entityPath ? (
              <Anchor component={Link} to={entityPath} size="sm">
                {t('entity.openTour')}
              </Anchor>
            ) : null}
          </div>
          {assessment ? (
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="xs">
                {fields.length > 1
                  ? `${t('entity.findings')} · ${labels.field(assessment.field)}`
                  : t('entity.findings')}
              </Title>
              <FindingList findings={assessment.findings} />
            </Paper>
          ) : null}
          <ContentEditor
            kind={kind}
            entityId={entityId}
            canEdit={canEdit}
            field={shownField}
            onFieldChange={onFieldChange}
          />
        </>
      ) : null}
    </Stack>
  );
}
