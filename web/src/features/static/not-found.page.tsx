import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Text fz={64} fw={800} c="dimmed">
          404
        </Text>
        <Title order={1} fz={26}>
          Page not found
        </Title>
        <Text c="dimmed" maw={420}>
          The page you are looking for does not exist or has moved.
        </Text>
        <Button component={Link} to="/">
          Back to Dashboard
        </Button>
      </Stack>
    </Center>
  );
}
