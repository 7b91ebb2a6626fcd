import { AppShell, Box, Center, Drawer, Loader } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth/api/useAuth';
import { MeetingWizardHost } from '@/features/meetings/components/MeetingWizardHost/MeetingWizardHost';
import { type CurrentUser, useBranding } from '@/lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebarState';

// SPEC 2/9: 16rem wide, 18rem as the mobile sheet, 3rem collapsed; a sheet below 768px.
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const MOBILE_QUERY = '(max-width: 767.98px)';

export function AppLayout({ user }: { user: CurrentUser }) {
  const branding = useBranding();
  const logout = useLogout();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches) ?? false;
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());
  const [sheetOpen, setSheetOpen] = useState(false);

  const toggle = () => {
    if (isMobile) {
      setSheetOpen((open) => !open);
      return;
    }
    setExpanded((value) => {
      writeSidebarExpanded(!value);
      return !value;
    });
  };
  useHotkeys([['mod+B', toggle]], []);

  const signOut = async () => {
    await logout();
    navigate('/');
    notifications.show({ title: 'Signed Out', message: 'You have been signed out.' });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding={{ base: 'sm', sm: 'lg' }}
      transitionDuration={150}
    >
      <AppShell.Header>
        <Header
          firstName={user.firstName}
          localNumber={branding.localNumber}
          isMobile={isMobile}
          sidebarOpen={isMobile ? sheetOpen : expanded}
          onToggleSidebar={toggle}
          onSignOut={signOut}
        />
      </AppShell.Header>
      <AppShell.Navbar data-testid="sidebar" data-state={expanded ? 'expanded' : 'collapsed'}>
        <Sidebar collapsed={!expanded} isAdmin={user.isAdmin || user.isSuperAdmin} />
      </AppShell.Navbar>
      <Drawer
        opened={isMobile && sheetOpen}
        onClose={() => setSheetOpen(false)}
        size={SIDEBAR_WIDTH_MOBILE}
        padding={0}
        title={`Welcome, ${user.firstName}`}
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
        styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
      >
        <Sidebar collapsed={false} isAdmin={user.isAdmin || user.isSuperAdmin} onNavigate={() => setSheetOpen(false)} />
      </Drawer>
      <AppShell.Main>
        <Box
          maw={1200}
          mx="auto"
          mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-lg))"
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          <Box style={{ flex: 1 }}>
            {/* Outside Suspense: a page loading never unmounts the meeting wizard (or a recording in it). */}
            <MeetingWizardHost>
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label="Loading page" />
                  </Center>
                }
              >
                <Outlet />
              </Suspense>
            </MeetingWizardHost>
          </Box>
          <Footer {...branding} />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
