import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { CASE_LIMITS, withdrawCaseSchema } from '@union/rules/caseActions';
import { type FormEvent, useState } from 'react';
import { endedTheSession, errorMessage } from '@/lib/errors';
import { type Grievance, useWithdrawCase } from '../../api/useGrievances';

interface WithdrawCaseDialogProps {
  grievance: Pick<Grievance, 'id' | 'title'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * Withdrawing a submitted grievance: says what it means and that it cannot be undone, and takes an optional reason
 * for the union. A failure keeps the dialog and the reason as typed, with the server's words.
 */
export function WithdrawCaseDialog({ grievance, opened, onClose }: WithdrawCaseDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [withdraw, { loading }] = useWithdrawCase();

  const close = () => {
    if (loading) return;
    setProblem(null);
    onClose();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = withdrawCaseSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the reason');
      return;
    }
    try {
      await withdraw({ variables: { grievanceId: grievance.id, reason: parsed.data.reason } });
      setReason('');
      setProblem(null);
      onClose();
      notifications.show({ color: 'green', title: 'Grievance Withdrawn', message: `"${grievance.title}" was withdrawn.` });
    } catch (error) {
      if (endedTheSession(error)) return;
      setProblem(errorMessage(error, 'The grievance could not be withdrawn. Please try again.'));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Withdraw this grievance?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            "{grievance.title}" will be resolved as withdrawn: the union stops working on it, and you can no longer send notes or add
            evidence. <strong>This cannot be undone.</strong>
          </Text>
          <Textarea
            label="Reason (optional)"
            description="It is kept in the case history, where your steward reads it."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={CASE_LIMITS.noteMax}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {problem && (
            <Alert color="red" icon={<IconAlertCircle />} py="xs" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Withdraw Grievance
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
