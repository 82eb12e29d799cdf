import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC section 2: any unmatched path shows "Woops". */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text size="lg">{t('notFound.text')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
