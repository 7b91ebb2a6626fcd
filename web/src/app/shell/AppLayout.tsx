import { Box, Center, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { MeetingWizardHost } from '@/features/meetings/components/MeetingWizardHost/MeetingWizardHost';
import { signOutMember } from '@/lib/memberClient';
import type { CurrentUser } from '@/lib/session';
import { useSessionBranding } from '@/lib/sessionStore';
import { Footer } from './Footer';
import { Header } from './Header';
import { HEADER_HEIGHT, MOBILE_QUERY, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON } from './layout';
import { Sidebar } from './Sidebar';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebarState';

// The frame is laid out here with fixed boxes and Mantine's responsive style props instead of Mantine's AppShell, whose
// code (its media-query variables for every section, the resize handle) was a third of the shell's chunk.
const BORDER = '1px solid var(--mantine-color-default-border)';

// The phone's navigation sheet (a Drawer: its modal base, focus trap and transitions) loads on its first opening.
const NavigationSheet = lazy(() => import('./NavigationSheet').then((m) => ({ default: m.NavigationSheet })));

export function AppLayout({ user }: { user: CurrentUser }) {
  // The local's names as the page's first script learnt them (no Apollo Client needed for the frame).
  const branding = useSessionBranding();
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_QUERY, window.matchMedia(MOBILE_QUERY).matches) ?? false;
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());
  const [sheetOpen, setSheetOpen] = useState(false);
  const navbarWidth = expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON;
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
  // Ctrl or Cmd plus B toggles the sidebar (the sheet on a phone), except while typing in a field.
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      toggleRef.current();
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, []);

  const signOut = async () => {
    await signOutMember();
    navigate('/');
    notifications.show({ title: 'Signed Out', message: 'You have been signed out.' });
  };

  return (
    <>
      <Box
        component="header"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        h={HEADER_HEIGHT}
        style={{ zIndex: 100, background: 'var(--mantine-color-body)', borderBottom: BORDER }}
      >
        <Header
          firstName={user.firstName}
          localNumber={branding.localNumber}
          isMobile={isMobile}
          sidebarOpen={isMobile ? sheetOpen : expanded}
          onToggleSidebar={toggle}
          onSignOut={signOut}
        />
      </Box>
      {/* Below 768px the sidebar is the sheet (NavigationSheet): this one is neither rendered (a phone's first render
          is the header and the page) nor, before the media query has answered, displayed. */}
      {!isMobile && (
        <Box
          visibleFrom="sm"
          data-testid="sidebar"
          data-state={expanded ? 'expanded' : 'collapsed'}
          pos="fixed"
          top={HEADER_HEIGHT}
          left={0}
          bottom={0}
          w={navbarWidth}
          style={{
            zIndex: 100,
            display: 'flex',
            flexDirection: 'column',
            background: 'var(--mantine-color-body)',
            borderInlineEnd: BORDER,
          }}
        >
          <Sidebar collapsed={!expanded} isAdmin={user.isAdmin || user.isSuperAdmin} isSteward={user.isSteward} />
        </Box>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <NavigationSheet
            opened={isMobile && sheetOpen}
            onClose={() => setSheetOpen(false)}
            firstName={user.firstName}
            isAdmin={user.isAdmin || user.isSuperAdmin}
            isSteward={user.isSteward}
          />
        </Suspense>
      )}
      <Box
        component="main"
        mih="100dvh"
        pt={{ base: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-sm))`, sm: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-lg))` }}
        pb={{ base: 'sm', sm: 'lg' }}
        pe={{ base: 'sm', sm: 'lg' }}
        ps={{ base: 'sm', sm: `calc(${navbarWidth} + var(--mantine-spacing-lg))` }}
        style={{ transition: 'padding 150ms ease' }}
      >
        <Box
          maw={1200}
          mx="auto"
          mih={`calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--mantine-spacing-lg))`}
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
      </Box>
    </>
  );
}
