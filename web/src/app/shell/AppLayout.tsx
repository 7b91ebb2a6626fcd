import { AppShell, Box, Center, Loader } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useLogout } from '@/features/auth/api/useAuth';
import { MeetingWizardHost } from '@/features/meetings/components/MeetingWizardHost/MeetingWizardHost';
import { type CurrentUser, useBranding } from '@/lib/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { MOBILE_QUERY, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './layout';
import { Sidebar } from './Sidebar';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebarState';

// The phone's navigation sheet (a Drawer: its modal base, focus trap and transitions) loads on its first opening.
const NavigationSheet = lazy(() => import('./NavigationSheet').then((m) => ({ default: m.NavigationSheet })));

export function AppLayout({ user }: { user: CurrentUser }) {
  const branding = useBranding();
  const logout = useLogout();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches) ?? false;
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on (its code is fetched then), so it slides out when closed as it slid in.
  const [sheetWanted, setSheetWanted] = useState(false);

  const toggle = () => {
    if (isMobile) {
      setSheetWanted(true);
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
      {sheetWanted && (
        <Suspense fallback={null}>
          <NavigationSheet
            opened={isMobile && sheetOpen}
            onClose={() => setSheetOpen(false)}
            firstName={user.firstName}
            isAdmin={user.isAdmin || user.isSuperAdmin}
          />
        </Suspense>
      )}
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
