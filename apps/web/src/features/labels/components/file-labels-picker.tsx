import { Alert, Badge, Button, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFileLabel, TLabel } from '@portal/shared/contracts/labels';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileLabels, useSetFileLabels } from '../api/file-labels';
import { useAllLabels } from '../api/get-labels';

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}

function LabelsChooser({
  reference,
  current,
  all,
}: {
  reference: string;
  current: readonly TFileLabel[];
  all: readonly TLabel[];
}) {
  const { t } = useTranslation('labels');
  const save = useSetFileLabels(reference);
  const saved = current.map((label) => String(label.id));
  const [chosen, setChosen] = useState<string[]>(saved);
  const options = all.map((label) => ({ value: String(label.id), label: label.name }));
  const colourOf = new Map(all.map((label) => [String(label.id), label.colour]));

  return (
    <Stack gap="xs">
      {current.length === 0 ? (
        // Not an empty list: a list holds list items only (axe aria-required-children).
        <Text size="sm" c="dimmed">
          {t('picker.none')}
        </Text>
      ) : (
        <Group gap="xs" aria-label={t('picker.current')} role="list">
          {current.map((label) => (
            <Badge key={label.id} color={label.colour} variant="filled" role="listitem">
              {label.name}
            </Badge>
          ))}
        </Group>
      )}
      <MultiSelect
        label={t('picker.label')}
        placeholder={options.length === 0 ? t('picker.noLabels') : t('picker.placeholder')}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        maxValues={20}
        disabled={options.length === 0}
        renderOption={({ option }) => (
          <Badge color={colourOf.get(option.value) ?? 'gray'} variant="filled">
            {option.label}
          </Badge>
        )}
      />
      {save.error ? (
        <Alert color="red" role="alert">
          {save.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={sameSet(chosen, saved)}
          loading={save.isPending}
          onClick={() =>
            save.mutate(chosen.map(Number), {
              onSuccess: () => notifications.show({ color: 'fern', message: t('picker.saved') }),
            })
          }
        >
          {t('picker.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The labels of one client file: shows them, lets a consultant choose others from every label,
 * and saves them (the change is recorded on the file and pushed to whoever has it open).
 * Self-contained: give it the file's reference.
 */
export function FileLabelsPicker({ reference }: { reference: string }) {
  const { t } = useTranslation('labels');
  const fileLabels = useFileLabels(reference);
  const allLabels = useAllLabels();

  const error = fileLabels.error ?? allLabels.error;
  if (error) {
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  }
  if (!fileLabels.data || !allLabels.data) {
    return <Loader size="sm" aria-label={t('picker.loading')} />;
  }
  const current = fileLabels.data.labels;
  return (
    <LabelsChooser
      // A save (or another consultant's, once refetched) starts the choice again from what is saved.
      key={current.map((label) => label.id).join(',')}
      reference={reference}
      current={current}
      all={allLabels.data}
    />
  );
}
