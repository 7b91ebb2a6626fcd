import { Alert, Blockquote, Checkbox, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { RepresentationGuidance } from '@/components/RepresentationGuidance';
import type { ContractProvision } from '../../lib/meetingApi';
import { NO_CONTRACT_PROVISION, RIGHTS_CONFIRM_LABEL, RIGHTS_UNAVAILABLE } from '../../lib/messages';

interface Props {
  provision: ContractProvision | null;
  provisionLoading: boolean;
  provisionFailed: boolean;
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
}

function Looking({ what }: { what: string }) {
  return (
    <Text size="sm" c="dimmed" role="status">
      <Loader size="xs" mr="xs" aria-hidden />
      {what}
    </Text>
  );
}

/** Step 0: what the member may ask for, the words to say for this local, and the contract's own provision. */
export function RightsStep({ provision, provisionLoading, provisionFailed, confirmed, onConfirm }: Props) {
  const cited = provision && provision.citations.length > 0;
  const script = provision?.representation;
  return (
    <Stack gap="md">
      <div>
        <Title order={3} fz="md" mb={4}>
          Before you answer any questions, you may ask for
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>your shop steward to be present, before the meeting starts and before you answer questions;</List.Item>
          <List.Item>time to talk privately with your steward before the meeting goes on;</List.Item>
          <List.Item>the reason for the meeting: what it is about and whether it could lead to discipline.</List.Item>
        </List>
      </div>
      {provisionLoading ? (
        <Looking what="Looking up your rights..." />
      ) : script ? (
        <RepresentationGuidance script={script} />
      ) : (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="words-to-say">
          {RIGHTS_UNAVAILABLE}
        </Alert>
      )}
      <div>
        <Title order={3} fz="md" mb={4}>
          What your contract says
        </Title>
        {provisionLoading ? (
          <Looking what="Looking up your contract..." />
        ) : cited ? (
          <Blockquote color="gray" p="sm" fz="sm" data-testid="contract-provision">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {provision.answer}
            </Text>
            <Text size="sm" fw={600} mt={6} component="cite" display="block" fs="normal">
              — {provision.citations.map((c) => c.reference).join('; ')}
            </Text>
          </Blockquote>
        ) : (
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} data-testid="contract-provision">
            {provisionFailed ? 'Your contract could not be looked up just now. The rights above still apply.' : NO_CONTRACT_PROVISION}
          </Alert>
        )}
      </div>
      <Checkbox label={RIGHTS_CONFIRM_LABEL} checked={confirmed} onChange={(e) => onConfirm(e.currentTarget.checked)} />
    </Stack>
  );
}
