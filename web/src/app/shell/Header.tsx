import { ActionIcon, Burger, Button, Group, Stack, Text, Title, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { LazyTooltip } from '@/components/LazyTooltip';
import { PRODUCT_NAME } from '@/lib/product';

interface HeaderProps {
  firstName: string;
  localNumber: string;
  isMobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
}

export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <LazyTooltip label={`Switch to ${next} theme`}>
      <ActionIcon variant="default" size="lg" aria-label="Toggle theme" onClick={() => setColorScheme(next)}>
        {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
      </ActionIcon>
    </LazyTooltip>
  );
}

export function Header({ firstName, localNumber, isMobile, sidebarOpen, onToggleSidebar, onSignOut }: HeaderProps) {
  const toggleLabel = `${sidebarOpen ? 'Collapse' : 'Expand'} sidebar (Ctrl+B)`;
  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" miw={0}>
        {isMobile ? (
          <Burger opened={sidebarOpen} onClick={onToggleSidebar} size="sm" aria-label="Open navigation" />
        ) : (
          <LazyTooltip label={toggleLabel}>
            <ActionIcon variant="subtle" size="lg" onClick={onToggleSidebar} aria-label="Toggle sidebar">
              {sidebarOpen ? <IconLayoutSidebarLeftCollapse size={20} /> : <IconLayoutSidebarLeftExpand size={20} />}
            </ActionIcon>
          </LazyTooltip>
        )}
        <Stack gap={0} miw={0}>
          <Title order={2} fz={{ base: 'sm', xs: 'md', sm: 'lg' }} lineClamp={1}>
            <Text component={Link} to="/" inherit c="inherit" td="none">
              {PRODUCT_NAME}
            </Text>{' '}
            <Text component="span" inherit c="dimmed" fw={500}>
              {localNumber}
            </Text>
          </Title>
          {isMobile && (
            <Text size="xs" c="dimmed" lineClamp={1} data-testid="welcome">
              Welcome, {firstName}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {!isMobile && (
          <Text size="sm" data-testid="welcome">
            Welcome, <b>{firstName}</b>
          </Text>
        )}
        <ThemeToggle />
        {isMobile ? (
          <ActionIcon variant="default" size="lg" onClick={onSignOut} aria-label="Sign Out">
            <IconLogout size={18} />
          </ActionIcon>
        ) : (
          <Button variant="default" size="sm" leftSection={<IconLogout size={16} />} onClick={onSignOut}>
            Sign Out
          </Button>
        )}
      </Group>
    </Group>
  );
}
