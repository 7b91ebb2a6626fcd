import { Badge, Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { LazyTooltip } from '@/components/LazyTooltip';
import { ADMIN_NAV, MEMBER_NAV, type NavItem, UNION_DESK_NAV } from '../navigation';

interface SidebarProps {
  collapsed: boolean;
  isAdmin: boolean;
  isSteward: boolean;
  onNavigate?: () => void;
}

function Item({ item, collapsed, active, onNavigate }: { item: NavItem; collapsed: boolean; active: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  const link = (
    <NavLink
      component={Link}
      to={item.path}
      label={collapsed ? undefined : item.label}
      // Collapsed, only the icon shows: the label names the link. Expanded, the visible words (and the badge) do, so
      // the name a voice user says is the name on the screen (WCAG 2.5.3).
      aria-label={collapsed ? item.label : undefined}
      leftSection={<Icon size={20} stroke={1.6} />}
      rightSection={
        !collapsed && item.badge ? (
          <Badge size="sm" circle>
            {item.badge}
          </Badge>
        ) : undefined
      }
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      px={collapsed ? 10 : undefined}
    />
  );
  return collapsed ? (
    <LazyTooltip label={item.label} position="right">
      {link}
    </LazyTooltip>
  ) : (
    link
  );
}

function NavGroup({
  title,
  items,
  collapsed,
  activePath,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  collapsed: boolean;
  activePath?: string;
  onNavigate?: () => void;
}) {
  return (
    <>
      <Divider my="xs" />
      {!collapsed && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
          {title}
        </Text>
      )}
      {items.map((item) => (
        <Item key={item.path} item={item} collapsed={collapsed} active={item.path === activePath} onNavigate={onNavigate} />
      ))}
    </>
  );
}

export function Sidebar({ collapsed, isAdmin, isSteward, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const unionDesk = isAdmin || isSteward ? UNION_DESK_NAV.filter((item) => isAdmin || !item.officersOnly) : [];
  const items = [...MEMBER_NAV, ...unionDesk, ...(isAdmin ? ADMIN_NAV : [])];
  // Active by the current path: Dashboard only on '/', Admin Panel only on '/admin', the others on their own path and
  // below it; when two match (Case Queue and Grievance Procedure on /cases/procedure), the longer path is the page.
  const matches = (path: string) => pathname === path || (path !== '/' && path !== '/admin' && pathname.startsWith(`${path}/`));
  const activePath = items
    .map((item) => item.path)
    .filter(matches)
    .sort((a, b) => b.length - a.length)[0];
  return (
    // Plain overflow (the browser's own scrollbar) instead of Mantine's ScrollArea, which came with the shell's code.
    <Box h="100%" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
      <Stack gap={2} p={collapsed ? 4 : 'xs'} component="nav" aria-label="Main navigation">
        {MEMBER_NAV.map((item) => (
          <Item key={item.path} item={item} collapsed={collapsed} active={item.path === activePath} onNavigate={onNavigate} />
        ))}
        {unionDesk.length > 0 && (
          <NavGroup title="Union Desk" items={unionDesk} collapsed={collapsed} activePath={activePath} onNavigate={onNavigate} />
        )}
        {isAdmin && (
          <NavGroup title="Admin Tools" items={ADMIN_NAV} collapsed={collapsed} activePath={activePath} onNavigate={onNavigate} />
        )}
      </Stack>
    </Box>
  );
}
