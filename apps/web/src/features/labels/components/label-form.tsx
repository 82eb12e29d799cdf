import { Badge, Button, ColorSwatch, Group, Stack } from '@mantine/core';
import {
  LABEL_COLOURS,
  type TLabel,
  type TLabelRequestInput,
} from '@portal/shared/contracts/labels';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { isLabelColour } from './label-colour';

export const LABEL_RULES = {
  name: 'required|length:40',
  colour: 'required',
  description: 'length:500',
} as const satisfies TFieldRules;

const FIELDS = Object.keys(LABEL_RULES);

interface TLabelValues extends Record<string, unknown> {
  name: string;
  colour: string;
  description: string;
}

/** A label's name, palette colour and description; saves through `onSubmit`. */
export function LabelForm({
  label,
  onSubmit,
  onCancel,
}: {
  label: TLabel | null;
  onSubmit: (body: TLabelRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('labels');
  const form = useRulesForm<TLabelValues>({
    initialValues: {
      name: label?.name ?? '',
      colour: label?.colour ?? '',
      description: label?.description ?? '',
    },
    rules: LABEL_RULES,
  });
  const colour = form.values.colour;

  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        if (!isLabelColour(values.colour)) return;
        await onSubmit({
          name: values.name.trim(),
          colour: values.colour,
          description: values.description.trim(),
        });
      }}
    >
      <Stack gap="md">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <FormTextInput name="name" label={t('form.name')} autoComplete="off" maxLength={40} />
        <FormSelect
          name="colour"
          label={t('form.colour')}
          data={LABEL_COLOURS.map((value) => ({ value, label: t(`colours.${value}`) }))}
          renderOption={({ option }) => (
            <Group gap="xs">
              <ColorSwatch color={`var(--mantine-color-${option.value}-6)`} size={14} />
              {option.label}
            </Group>
          )}
        />
        <FormTextarea
          name="description"
          label={t('form.description')}

          rows={2}
          maxLength={500}
        />
        {isLabelColour(colour) ? (
          <Group gap="xs">
            {t('form.preview')}
            <Badge color={colour} variant="filled">
              {form.values.name.trim() || t('form.name')}
            </Badge>
          </Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
