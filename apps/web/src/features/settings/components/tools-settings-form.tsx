import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { TToolLink, TToolsSettings } from '@portal/shared/contracts/settings';
import { useTranslation } from 'react-i18next';
import type { TFieldError, TRulesForm } from '../../../components/ui/use-rules-form';
import { SectionForm, type TFlatValues, type TSectionFormSpec } from './section-form';

const GROUPS = [
  'ourTools',
  'planningSystem',
  'documentation',
] as const satisfies readonly (keyof TToolsSettings)[];
const MAX_LINKS = 20;

function linksOf(values: TFlatValues, group: keyof TToolsSettings): TToolLink[] {
  const links = values[group];
  return Array.isArray(links) ? (links as TToolLink[]) : [];
}

const SPEC: TSectionFormSpec<'tools'> = {
  toValues: (value) => ({ ...value }),
  toBody: (values) =>
    Object.fromEntries(
      GROUPS.map((group) => [
        group,
        linksOf(values, group)
          // A row left wholly empty is not a link.
          .filter((link) => link.label.trim() !== '' || link.href.trim() !== ''),
      ]),
    ),
  shownFields: (values) =>
    GROUPS.flatMap((group) =>
      linksOf(values, group).flatMap((_, index) => [
        `${group}.${index}.label`,
        `${group}.${index}.href`,
      ]),
    ),
};

function messageOf(error: TFieldError | undefined): string | undefined {
  if (!error) return undefined;
  return 'serverMessage' in error ? error.serverMessage : undefined;
}

function LinkGroup({
  form,
  group,
}: {
  form: TRulesForm<TFlatValues>;
  group: keyof TToolsSettings;
}) {
  const { t } = useTranslation('settings');
  const links = linksOf(form.values, group);
  const groupName = t(`tools.groups.${group}`);
  const update = (next: TToolLink[]) => form.setValue(group, next);

  return (
    <Stack gap="xs" role="group" aria-label={groupName}>
      <Title order={3} size="h4">
        {groupName}
      </Title>
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tools.empty')}
        </Text>
      ) : null}
      {links.map((link, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={t('tools.label', { n: index + 1 })}
            value={link.label}
            maxLength={80}
            error={messageOf(form.errors[`${group}.${index}.label`])}
            onChange={(event) => {
              const label = event.currentTarget.value;
              update(links.map((row, i) => (i === index ? { ...row, label } : row)));
            }}
            flex={1}
          />
          <TextInput
            label={t('tools.href', { n: index + 1 })}
            placeholder="/app/… https://…"
            value={link.href}
            maxLength={500}
            error={messageOf(form.errors[`${group}.${index}.href`])}
            onChange={(event) => {
              const href = event.currentTarget.value;
              update(links.map((row, i) => (i === index ? { ...row, href } : row)));
            }}
            flex={2}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t('tools.remove', { group: groupName, n: index + 1 })}
            onClick={() => update(links.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} />}
          disabled={links.length >= MAX_LINKS}
          onClick={() => update([...links, { label: '', href: '' }])}
        >
          {t('tools.add', { group: groupName })}
        </Button>
      </Group>
    </Stack>
  );
}

/** The links of the agents' Tools menu, by group. */
export function ToolsSettingsForm() {
  return (
    <SectionForm section="tools" spec={SPEC}>
      {(form) => (
        <Stack gap="lg">
          {GROUPS.map((group) => (
            <LinkGroup key={group} form={form} group={group} />
          ))}
        </Stack>
      )}
    </SectionForm>
  );
}
