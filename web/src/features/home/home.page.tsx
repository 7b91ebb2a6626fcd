import { Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileAlert, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { INDEPENDENCE_NOTICE, PRODUCT_NAME } from '@/lib/product';
import { useSessionBranding } from '@/lib/sessionStore';
import { LatestAnnouncements } from './components/LatestAnnouncements/LatestAnnouncements';
import { ServiceCards } from './components/ServiceCards/ServiceCards';
import { RepresentationCard } from './components/RepresentationCard/RepresentationCard';

export function HomePage() {
  const branding = useSessionBranding();
  return (
    <Stack gap="xl">
      <Box
        p={{ base: 'lg', sm: 'xl' }}
        style={{
          borderRadius: 'var(--mantine-radius-lg)',
          background: 'linear-gradient(135deg, #0c489d 0%, #1c6fd1 100%)',
          color: 'white',
        }}
      >
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {PRODUCT_NAME}
        </Title>
        <Text mt="xs" fz={{ base: 'md', sm: 'lg' }} opacity={0.92}>
          For the fleet service members of {branding.unionName} {branding.localNumber} at {branding.hubName}.
        </Text>
      </Box>

      <LatestAnnouncements />

      <RepresentationCard />

      <Stack gap="sm">
        <Title order={2} fz="xl">
          Member services
        </Title>
        <ServiceCards />
      </Stack>

      <Alert color="red" variant="light" radius="md" icon={<IconAlertTriangle />} title="Need Immediate Help?">
        <Text size="sm">If something happened at work today, write it down while it is fresh and talk to a steward.</Text>
        <Group gap="xs" mt="sm">
          <Button component={Link} to="/grievances" color="red" size="sm" leftSection={<IconFileAlert size={16} />}>
            File Grievance
          </Button>
          <Button component={Link} to="/shop-stewards" variant="white" color="red" size="sm" leftSection={<IconPhone size={16} />}>
            Contact Steward
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          {INDEPENDENCE_NOTICE}
        </Text>
      </Alert>
    </Stack>
  );
}
