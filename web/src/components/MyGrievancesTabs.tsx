import { Tabs } from '@mantine/core';
import { IconFileDescription, IconMicrophone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

export const MY_GRIEVANCES_PATH = '/my-grievances';
export const MY_MEETINGS_PATH = '/my-grievances/meetings';

/**
 * The tabs of My Grievances: the grievances and the documented meetings, each its own route (so the two features
 * never import each other and a tab can be linked to). Both panels exist so every tab names a real panel.
 */
export function MyGrievancesTabs({ active, children }: { active: 'grievances' | 'meetings'; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => navigate(value === 'meetings' ? MY_MEETINGS_PATH : MY_GRIEVANCES_PATH)}>
      <Tabs.List mb="md">
        <Tabs.Tab value="grievances" leftSection={<IconFileDescription size={16} aria-hidden />}>
          Grievances
        </Tabs.Tab>
        <Tabs.Tab value="meetings" leftSection={<IconMicrophone size={16} aria-hidden />}>
          Meetings
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="grievances">{active === 'grievances' ? children : null}</Tabs.Panel>
      <Tabs.Panel value="meetings">{active === 'meetings' ? children : null}</Tabs.Panel>
    </Tabs>
  );
}
