import { Alert, Button, Group, Stack } from '@mantine/core';
import type { TAdminPrize, TPrizeUpdateRequestInput } from '@portal/shared/contracts/prizes';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { hasOnlyFieldErrors, useRulesForm } from '../../../components/ui/use-rules-form';

export const PRIZE_RULES = {
  name: 'required|length:120',
  description: 'length:2000',
  imageUrl: 'length:500',
  stock: 'required',
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(PRIZE_RULES), 'active'];

interface TPrizeValues extends Record<string, unknown> {
  name: string;
  description: string;
  imageUrl: string;
  stock: number | string;
  active: boolean;
}

/**
 * A prize's name, description, picture address, stock and whether travellers are offered it.
 * An edit carries the stock it started from, so claims made meanwhile are never silently undone.
 */
export function PrizeForm({
  prize,
  onSubmit,
  onCancel,
}: {
  prize: TAdminPrize | null;
  onSubmit: (body: TPrizeUpdateRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('prizes');
  const form = useRulesForm<TPrizeValues>({
    initialValues: {
      name: prize?.name ?? '',
      description: prize?.description ?? '',
      imageUrl: prize?.imageUrl ?? '',
      stock: prize?.stock ?? 0,
      active: prize?.active ?? true,
    },
    rules: PRIZE_RULES,
  });
  const error = form.submitError;
  return (
    <RulesForm
      form={form}
      onSubmit={async (values) => {
        await onSubmit({
          name: values.name.trim(),
          description: values.description.trim(),
          imageUrl: values.imageUrl.trim(),
          stock: Number(values.stock),
          active: values.active,
          ...(prize ? { expectedStock: prize.stock } : {}),
        });
      }}
    >
      <Stack gap="md">
        {error && !hasOnlyFieldErrors(error, FIELDS) ? (
          <Alert color="red" role="alert">
            {error instanceof Error ? error.message : String(error)}
          </Alert>
        ) : null}
        <FormTextInput name="name" label={t('form.name')} autoComplete="off" maxLength={120} />
        <FormTextarea name="description" label={t('form.description')} rows={3} maxLength={2000} />
        <FormTextInput
          name="imageUrl"
          label={t('form.imageUrl')}
          description={t('form.imageUrlHelp')}
          autoComplete="off"
          maxLength={500}
        />
        <FormNumberInput
          name="stock"
          label={t('form.stock')}
          min={0}
          max={100_000}
          allowDecimal={false}
          allowNegative={false}
        />
        <FormCheckbox name="active" label={t('form.active')} />
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
