import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { useEffect, useState } from 'react';
import { HomeRepresentationDocument } from '@/gql/signed-out/graphql';
import { request } from '@/lib/sessionClient';

/**
 * Where the right comes from for this local, as the meeting wizard says it: asked for after the first paint with a
 * plain request (the home's first screen runs without Apollo Client); the card reads well without it until it arrives.
 */
function useRepresentationBasis(): string | undefined {
  const [basis, setBasis] = useState<string>();
  useEffect(() => {
    let active = true;
    request(HomeRepresentationDocument).then(
      (data) => active && setBasis(data.representationRights.script.basis),
      () => {},
    );
    return () => {
      active = false;
    };
  }, []);
  return basis;
}

/** 'Need Union Representation?': know your rights before a meeting that could lead to discipline, for this local. */
export function RepresentationCard() {
  const basis = useRepresentationBasis();
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
