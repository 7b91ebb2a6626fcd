import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MY_MEETINGS_PATH } from '@/components/MyGrievancesTabs';
import { formatDateTime } from '@/lib/format';
import { MEETING_ROLE_LABELS, TOAST } from '../../lib/messages';
import type { WizardState } from '../../lib/wizardState';

/** Step 4: what was documented; Close (in the wizard's footer) resets everything. */
export function ConfirmationStep({ state, onNavigate }: { state: WizardState; onNavigate: () => void }) {
  const result = state.result;
  if (!result) return null;
  const message = result.imagesFailed > 0 ? TOAST.imagesFailed : TOAST.documented(result.imagesUploaded);
  const recordings = state.recordings.length;
  const words = state.recordings.reduce((sum, r) => sum + (r.transcript.trim() ? r.transcript.trim().split(/\s+/).length : 0), 0);
  return (
    <Stack gap="md">
      <Alert
        color={result.imagesFailed > 0 ? 'yellow' : 'green'}
        icon={result.imagesFailed > 0 ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
        title={message.title}
        styles={{ title: { color: 'var(--mantine-color-text)' } }}
      >
        {message.message}
      </Alert>
      <Stack gap={4}>
        <Text size="sm">
          <strong>Documented:</strong> {formatDateTime(result.finalizedAt)}
        </Text>
        <Text size="sm" fw={600}>
          Participants
        </Text>
        <List size="sm">
          {state.participants.map((p, i) => (
            <List.Item key={`${p.name}-${i}`}>
              {p.name} ({MEETING_ROLE_LABELS[p.role]}){p.employeeNumber ? `, #${p.employeeNumber}` : ''}
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          <strong>Recording consent:</strong> {state.consent ? 'Yes' : 'No'}
        </Text>
        <Text size="sm">
          <strong>Recordings:</strong> {recordings === 0 ? 'None' : `${recordings} kept with the meeting`}
        </Text>
        <Text size="sm">
          <strong>Notes:</strong> {state.notes.trim() ? `${state.notes.trim().length} characters` : 'None'}
        </Text>
        <Text size="sm">
          <strong>Transcripts:</strong> {words > 0 ? `${words} words` : 'None'}
        </Text>
        <Text size="sm">
          <strong>Supporting images:</strong> {result.imagesUploaded}
        </Text>
      </Stack>
      <Text size="sm">
        The record is kept in{' '}
        <Anchor component={Link} to={MY_MEETINGS_PATH} onClick={onNavigate} underline="always">
          My Grievances, Meetings
        </Anchor>
        : listen to it, download it, or attach it to a grievance.
      </Text>
    </Stack>
  );
}
