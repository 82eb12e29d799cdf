import { Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import {
  GUIDE_LIMITS,
  ZGuideArticleRequest,
  type TGuideArticle,
  type TGuideArticleRequestInput,
} from '@portal/shared/contracts/guide';
import type { TFieldRules } from '@portal/shared/validation/schema';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormNumberInput } from '../../../components/ui/form-number-input';
import { FormTextInput } from '../../../components/ui/form-text-input';
import { FormTextarea } from '../../../components/ui/form-textarea';
import { RulesForm } from '../../../components/ui/rules-form';
import { useRulesForm } from '../../../components/ui/use-rules-form';
import { ApiError, type TFieldErrors } from '../../../lib/api-client';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { MarkdownView } from './markdown-view';

export const GUIDE_ARTICLE_RULES = {
  title: `required|length:${GUIDE_LIMITS.title}`,
  slug: `length:${GUIDE_LIMITS.slug}`,
  category: `required|length:${GUIDE_LIMITS.category}`,
  sort: 'required',
  body: `required|length:${GUIDE_LIMITS.body}`,
} as const satisfies TFieldRules;

const FIELDS = [...Object.keys(GUIDE_ARTICLE_RULES), 'isPublished'];

interface TGuideArticleValues extends Record<string, unknown> {
  title: string;
  slug: string;
  category: string;
  sort: number | string;
  body: string;
  isPublished: boolean;
}

function toValues(article: TGuideArticle | null): TGuideArticleValues {
  return {
    title: article?.title ?? '',
    slug: article?.slug ?? '',
    category: article?.category ?? '',
    sort: article?.sort ?? 0,
    body: article?.body ?? '',
    isPublished: article?.isPublished ?? true,
  };
}

/** Checks the body with the server's contract first, answering as the server would (a 422). */
function checked(body: TGuideArticleRequestInput, message: string): TGuideArticleRequestInput {
  const parsed = ZGuideArticleRequest.safeParse(body);
  if (parsed.success) return body;
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    (errors[issue.path.map(String).join('.') || '_'] ??= []).push(issue.message);
  }
  throw new ApiError(422, message, errors);
}

/** An article's title, address, category, order, Markdown body (with a preview) and status. */
export function GuideArticleForm({
  article,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  article: TGuideArticle | null;
  submitLabel: string;
  onSubmit: (body: TGuideArticleRequestInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('guide');
  const form = useRulesForm<TGuideArticleValues>({
    initialValues: toValues(article),
    rules: GUIDE_ARTICLE_RULES,
  });

  return (
    <RulesForm
      form={form}
      aria-label={submitLabel}
      onSubmit={async (values) => {
        const body = checked(
          {
            title: values.title.trim(),
            slug: values.slug.trim(),
            category: values.category.trim(),
            sort: typeof values.sort === 'number' ? values.sort : Number.NaN,
            body: values.body,
            isPublished: values.isPublished,
          },
          t('form.invalid'),
        );
        await onSubmit(body);
      }}
    >
      <Stack gap="md">
        <FormErrorAlert error={form.submitError} fields={FIELDS} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FormTextInput name="title" label={t('form.title')} maxLength={GUIDE_LIMITS.title} />
          <FormTextInput
            name="slug"
            label={t('form.slug')}
            description={t('form.slugHint')}
            maxLength={GUIDE_LIMITS.slug}
          />
          <FormTextInput
            name="category"
            label={t('form.category')}
            maxLength={GUIDE_LIMITS.category}
          />
          <FormNumberInput
            name="sort"
            label={t('form.sort')}
            description={t('form.sortHint')}
            min={0}
            max={GUIDE_LIMITS.sortMax}
            allowDecimal={false}
          />
        </SimpleGrid>
        <Tabs defaultValue="write" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="write">{t('form.write')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('form.preview')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="write" pt="sm">
            <FormTextarea
              name="body"
              label={t('form.body')}
              description={t('form.bodyHint')}
              rows={16}
              maxLength={GUIDE_LIMITS.body}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="sm">
            {form.values.body.trim() ? (
              <MarkdownView source={form.values.body} />
            ) : (
              <Text c="dimmed">{t('form.previewEmpty')}</Text>
            )}
          </Tabs.Panel>
        </Tabs>
        <FormCheckbox name="isPublished" label={t('form.published')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </RulesForm>
  );
}
