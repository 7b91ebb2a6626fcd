import { lazy, Suspense } from 'react';
import { Alert, Box, Card, Center, Loader, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockHour4, IconShieldCheck } from '@tabler/icons-react';
import { LegalLinks } from '@/components/LegalLinks';
import { INDEPENDENCE_NOTICE, PRODUCT_NAME } from '@/lib/product';
import { useSession, useSessionBranding } from '@/lib/sessionStore';
import { SignInForm } from './SignInForm';

// Registration (its selects, popovers and longer rules) loads when the tab is opened: the sign-in form paints first.
const RegisterForm = lazy(() => import('./RegisterForm').then((m) => ({ default: m.RegisterForm })));

/** What a signed-out visitor sees on every signed-in route: Sign In and Register. */
export function AuthScreen() {
  const branding = useSessionBranding();
  const session = useSession();
  const ended = !session.loading && session.ended === true;
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-body)">
      <Stack w="100%" maw={520} gap="lg">
        <Stack gap={4} align="center" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconShieldCheck size={32} />
          </ThemeIcon>
          <Title order={1} fz={28}>
            {PRODUCT_NAME}
          </Title>
          <Text c="dimmed">
            {branding.unionName} {branding.localNumber} · Fleet Service, {branding.hubName}
          </Text>
        </Stack>
        {ended && (
          <Alert color="orange" icon={<IconClockHour4 />} title="Your session has ended" role="status">
            For your security you were signed out. Sign in again to go on where you left off: what you had not saved yet is kept on this
            device and saved when you do. If someone else signs in here, it is deleted.
          </Alert>
        )}
        <Card withBorder radius="md" p="lg" shadow="sm">
          <Tabs defaultValue="signin" keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="signin">Sign In</Tabs.Tab>
              <Tabs.Tab value="register">Register</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="register">
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Loading" />
                  </Center>
                }
              >
                <RegisterForm />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Card>
        <Box ta="center">
          <Text size="xs" c="dimmed">
            {INDEPENDENCE_NOTICE}
          </Text>
          <LegalLinks justify="center" mt="xs" />
        </Box>
      </Stack>
    </Center>
  );
}
