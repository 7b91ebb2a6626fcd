import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** Tracking, education hub, resources (and two admin entries) say their detailed content is coming soon. */
export function PlaceholderPage({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconClockHour4 size={28} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Coming soon
          </Title>
          <Text c="dimmed" maw={520}>
            The detailed content for {title} is coming soon. Until then, your shop steward can help with any question.
          </Text>
          {children}
        </Stack>
      </Card>
    </>
  );
}
