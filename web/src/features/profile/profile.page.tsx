import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '@/components/PageHeader';
import { useBranding, useCurrentUser } from '@/lib/session';
import { AccountInformation } from './components/AccountInformation/AccountInformation';
import { ApiAccessCard } from './components/ApiAccessCard/ApiAccessCard';
import { ChangePasswordForm } from './components/ChangePasswordForm/ChangePasswordForm';
import { EditProfileForm } from './components/EditProfileForm/EditProfileForm';
import { StorageUsageCard } from './components/StorageUsageCard/StorageUsageCard';

export function ProfilePage() {
  const { user } = useCurrentUser();
  const branding = useBranding();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Profile Settings" description="Your details. Your employment status tailors the Contract Assistant's answers." />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <AccountInformation user={user} />
          <Card withBorder radius="md" p="lg">
            <Title order={2} fz="lg" mb="md">
              Contract Information
            </Title>
            <Stack gap={6}>
              <Text size="sm">
                <b>Union:</b> {branding.unionName}, {branding.localNumber}
              </Text>
              <Text size="sm">
                <b>Hub:</b> {branding.hubName}
              </Text>
              <Text size="sm">
                <b>Contract date:</b> {branding.contractDate}
              </Text>
              <Text size="xs" c="dimmed">
                The Fleet Service collective bargaining agreement between the union and the airline.
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
        <EditProfileForm key={user.id} user={user} />
        <StorageUsageCard key={`storage-${user.id}`} />
        <ApiAccessCard key={`tokens-${user.id}`} isAdmin={user.isAdmin} worksCases={user.isAdmin || user.isSteward} />
        <ChangePasswordForm key={`password-${user.id}`} />
      </Stack>
    </>
  );
}
