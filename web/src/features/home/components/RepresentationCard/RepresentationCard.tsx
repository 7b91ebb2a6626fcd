import { useQuery } from '@apollo/client/react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { RepresentationRightsDocument } from '@/lib/representation.graphql';

/** 'Need Union Representation?': where the right comes from for this local, as the meeting wizard says it. */
export function RepresentationCard() {
  const { data } = useQuery(RepresentationRightsDocument);
  const basis = data?.representationRights.script.basis;
  return (
    <Card withBorder radius="md" p="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <IconShieldCheck size={32} color="var(--mantine-color-union-6)" style={{ flexShrink: 0 }} />
        <Stack gap={6}>
          <Title order={2} fz="lg">
            Need Union Representation?
          </Title>
          <Text size="sm">
            Know your rights before any management meeting that could lead to discipline. You may ask for your shop steward before the
            meeting starts and before you answer questions.{basis ? ` ${basis}` : ''} Write down who was there, what was said and when.
          </Text>
          <Group gap="xs" mt={4}>
            <InitiateMeetingButton size="xs" />
            <Button component={Link} to="/shop-stewards" size="xs" variant="light">
              Find a steward
            </Button>
            <Button component={Link} to="/contract" size="xs" variant="subtle">
              Ask about your rights
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
