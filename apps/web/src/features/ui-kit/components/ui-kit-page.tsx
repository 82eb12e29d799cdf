import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BadgesSection } from './badges-section';
import { DemoFormSection } from './demo-form-section';
import { FormattingSection } from './formatting-section';
import { InputStatesSection } from './input-states-section';
import { PaginationSection } from './pagination-section';

/**
 * The living style page at /app/ui: every shared component in each state, the validation messages,
 * status colours, pagination and formatting helpers. End-to-end tests and screenshots use it.
 */
export default function UiKitPage() {
  const { t } = useTranslation('ui-kit');
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('page.title')}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <DemoFormSection />
        <Divider />
        <InputStatesSection />
        <Divider />
        <BadgesSection />
        <Divider />
        <PaginationSection />
        <Divider />
        <FormattingSection />
      </Stack>
    </Container>
  );
}
