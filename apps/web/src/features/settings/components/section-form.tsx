import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SETTINGS_SECTION_SCHEMAS,
  type TSettingsSection,
  type TSettingsSectionResponse,
  type TSettingsValue,
} from '@portal/shared/contracts/settings-sections';
import type { TFieldRules } from '@portal/shared/validation/schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { RulesForm } from '../../../components/ui/rules-form';
import { ApiError } from '../../../lib/api-client';
import { useRulesForm, type TRulesForm } from '../../../components/ui/use-rules-form';
import { useSaveSettingsSection, useSettingsSection } from '../api/settings-sections';
import { checkWithContract } from './contract-check';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { LastChanged } from './last-changed';

export type TFlatValues = Record<string, unknown>;

export interface TSectionFormSpec<S extends TSettingsSection> {
  /** The section's value as the form's flat values (nested fields as dotted names). */
  toValues: (value: TSettingsValue<S>) => TFlatValues;
  /** The request body back from the form's values; the section's contract checks it. */
  toBody: (values: TFlatValues) => unknown;
  rules?: TFieldRules;
  /** Fields shown under their own inputs besides the values' keys (a list's rows). */
  shownFields?: (values: TFlatValues) => string[];
  /** The input a refused field's message belongs under (e.g. a list's item to the list). */
  errorField?: (path: string) => string;
}

function withFieldsMapped(error: unknown, errorField: (path: string) => string): unknown {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return error;
  const errors: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    (errors[errorField(path)] ??= []).push(...messages);
  }
  return new ApiError(error.status, error.message, errors, error.requestId);
}

/**
 * One settings section as a card: loads it, shows who changed it last, and saves it. The body is
 * checked with the same contract the server validates with before it is sent; either refusal shows
 * under the inputs it concerns.
 */
export function SectionForm<S extends TSettingsSection>({
  section,
  spec,
  children,
}: {
  section: S;
  spec: TSectionFormSpec<S>;
  children: (form: TRulesForm<TFlatValues>) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const query = useSettingsSection(section);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${section}-title`}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={`${section}-title`}>
            {t(`sections.${section}.title`)}
          </Title>
          <Text c="dimmed" size="sm">
            {t(`sections.${section}.intro`)}
          </Text>
          {query.data ? (
            <LastChanged updatedAt={query.data.updatedAt} updatedBy={query.data.updatedBy} />
          ) : null}
        </div>
        {query.error ? (
          <Alert color="red" role="alert">
            {query.error.message}
          </Alert>
        ) : query.data ? (
          <LoadedSectionForm
            key={query.data.updatedAt ?? 'defaults'}
            section={section}
            spec={spec}
            data={query.data}
          >
            {children}
          </LoadedSectionForm>
        ) : (
          <Loader aria-label={t('loading', { ns: 'common' })} />
        )}
      </Stack>
    </Paper>
  );
}

function LoadedSectionForm<S extends TSettingsSection>({
  section,
  spec,
  data,
  children,
}: {
  section: S;
  spec: TSectionFormSpec<S>;
  data: TSettingsSectionResponse<S>;
  children: (form: TRulesForm<TFlatValues>) => ReactNode;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveSettingsSection(section);
  const form = useRulesForm<TFlatValues>({
    initialValues: spec.toValues(data.value),
    ...(spec.rules ? { rules: spec.rules } : {}),
  });
  const schema = SETTINGS_SECTION_SCHEMAS[section] as unknown as ZodType<TSettingsValue<S>>;

  return (
    <RulesForm
      form={form}
      aria-label={t(`sections.${section}.title`)}
      onSubmit={async (values) => {
        try {
          const body = checkWithContract(schema, spec.toBody(values), t('form.invalid'));
          await save.mutateAsync(body);
        } catch (error) {
          throw spec.errorField ? withFieldsMapped(error, spec.errorField) : error;
        }
        notifications.show({
          color: 'fern',
          message: t('form.saved', { section: t(`sections.${section}.title`) }),
        });
      }}
    >
      <Stack gap="md">
        <FormErrorAlert
          error={form.submitError}
          fields={[...Object.keys(form.values), ...(spec.shownFields?.(form.values) ?? [])]}
        />
        {children(form)}
        <Group justify="flex-end">
          <Button type="submit" loading={form.isSubmitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
