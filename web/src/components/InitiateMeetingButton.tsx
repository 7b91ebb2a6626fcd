import { Button, type ButtonProps } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useMeetingWizard } from '@/lib/meetingWizard';

/** The INITIATE MEETING button that opens the grievance meeting wizard (Home, My Grievances, a journal entry). */
export function InitiateMeetingButton(props: Omit<ButtonProps, 'children' | 'onClick'>) {
  const wizard = useMeetingWizard();
  return (
    <Button
      leftSection={<IconMicrophone size={16} aria-hidden />}
      {...props}
      onClick={() => wizard?.open()}
      disabled={!wizard}
      data-testid="initiate-meeting"
    >
      INITIATE MEETING
    </Button>
  );
}
