import { Tabs } from '@mantine/core';
import { IconUsers, IconUserStar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { MembersPanel } from './components/MembersPanel/MembersPanel';
import { StewardRoster } from './components/StewardRoster/StewardRoster';

const ROSTER_TAB = 'roster';

/**
 * Member Management (/admin/members): the members themselves (roles, steward record, access) and the shop steward
 * roster behind the directory. The tab is in the address (?tab=roster), so either can be linked to.
 */
export function MemberManagementPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === ROSTER_TAB ? ROSTER_TAB : 'members';
  return (
    <>
      <PageHeader
        title="Member Management"
        description="Find members, make them stewards or administrators, disable an account, and keep the shop steward roster."
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === ROSTER_TAB ? { tab: ROSTER_TAB } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="members" leftSection={<IconUsers size={16} aria-hidden />}>
            Members
          </Tabs.Tab>
          <Tabs.Tab value={ROSTER_TAB} leftSection={<IconUserStar size={16} aria-hidden />}>
            Steward Roster
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members">
          <MembersPanel />
        </Tabs.Panel>
        <Tabs.Panel value={ROSTER_TAB}>
          <StewardRoster />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
