import { InitiateMeetingButton } from '@/components/InitiateMeetingButton';
import { MyGrievancesTabs } from '@/components/MyGrievancesTabs';
import { PageHeader } from '@/components/PageHeader';
import { MeetingsView } from './components/MeetingsView/MeetingsView';

/** My Grievances, Meetings tab (/my-grievances/meetings). */
export function MyMeetingsPage() {
  return (
    <>
      <PageHeader
        title="My Grievances"
        description="The grievances you have filed and the meetings you documented."
        actions={<InitiateMeetingButton />}
      />
      <MyGrievancesTabs active="meetings">
        <MeetingsView />
      </MyGrievancesTabs>
    </>
  );
}
