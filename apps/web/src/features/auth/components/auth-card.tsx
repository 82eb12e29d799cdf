import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** SPEC section 9: the login card is 24rem wide (narrower screens get the full width). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder shadow="sm" p="xl" w="24rem" maw="100%">
      <Stack gap="md">
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
