// The sheet's own styles (the rest of Mantine's come with the member's Apollo Client, which the home may not have yet),
// in styles.css's order.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { useEffect, useState } from 'react';
import { SIDEBAR_WIDTH_MOBILE } from './layout';
import { Sidebar } from './Sidebar';

interface NavigationSheetProps {
  opened: boolean;
  onClose: () => void;
  firstName: string;
  isAdmin: boolean;
  isSteward: boolean;
}

/** Below 768px the sidebar is a slide-in sheet, 18rem wide. Loaded on its first opening (AppLayout). */
export function NavigationSheet({ opened, onClose, firstName, isAdmin, isSteward }: NavigationSheetProps) {
  // Mounted by the first opening, shut for one render: the sheet slides in the first time as it does afterwards.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      opened={mounted && opened}
      onClose={onClose}
      size={SIDEBAR_WIDTH_MOBILE}
      padding={0}
      title={`Welcome, ${firstName}`}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      styles={{ header: { paddingInline: 'var(--mantine-spacing-md)' } }}
    >
      <Sidebar collapsed={false} isAdmin={isAdmin} isSteward={isSteward} onNavigate={onClose} />
    </Drawer>
  );
}
