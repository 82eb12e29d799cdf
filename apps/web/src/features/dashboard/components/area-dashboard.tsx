import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconHeadset, IconUser } from '@tabler/icons-react';
import { getBrand } from '@portal/shared/domain/brands';
import type { TUserKind } from '@portal/shared/domain/user-kinds';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useSettings } from '../../../lib/settings';

/** The home page of a signed-in area: who you are, for whom, and what the area is for. */
export function AreaDashboard({ kind }: { kind: TUserKind }) {
  const { t } = useTranslation('dashboard');
  const user = useUser();
  const { settings, companyName, productName } = useSettings();
  if (!user) return null;

  const organisation =
    kind === 'agent' ? user.agencyName : kind === 'supplier' ? user.supplierName : companyName;
  const brand = kind === 'agent' ? getBrand(user.brandId) : null;
  const support = settings?.env.general;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('welcome', { name: user.name })}</Title>
        {organisation ? (
          <Text size="lg" c="dimmed">
            {organisation}
          </Text>
        ) : null}
      </div>
      <Text>{t(`purpose.${kind}`, { company: companyName || productName })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Card withBorder>
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size="lg" aria-hidden>
              <IconUser size={18} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text fw={600}>{t('account.heading')}</Text>
              <Text size="sm">{t('account.signedInAs', { username: user.username })}</Text>
              <Anchor component={Link} to={paths.profile(kind)} size="sm">
                {t('account.profileLink')}
              </Anchor>
            </Stack>
          </Group>
        </Card>
        {brand ? (
          <Card withBorder>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <IconBuildingStore size={18} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{t('brand.heading')}</Text>
                <Text size="sm">
                  {t('brand.text', {
                    country: t(`brand.countries.${brand.code}`),
                    currency: brand.currency,
                    gst: brand.gstPercent,
                  })}
                </Text>
              </Stack>
            </Group>
          </Card>
        ) : null}
        {kind !== 'admin' && support && (support.support_phone || support.support_email) ? (
          <Card withBorder>
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <IconHeadset size={18} />
              </ThemeIcon>
              <Stack gap={4}>
                <Text fw={600}>{t('support.heading')}</Text>
                {support.support_phone ? (
                  <Anchor href={`tel:${support.support_phone.replace(/[^\d+]/g, '')}`} size="sm">
                    {support.support_phone}
                  </Anchor>
                ) : null}
                {support.support_email ? (
                  <Anchor href={`mailto:${support.support_email}`} size="sm">
                    {support.support_email}
                  </Anchor>
                ) : null}
              </Stack>
            </Group>
          </Card>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
