import { Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CASE_LIMITS, CASE_STATUS_MOVES, type CaseStatusInput, caseStatusSchema, OUTCOMES_WITH_REMEDY } from '@union/rules/caseActions';
import { CASE_OUTCOME_LABELS, CASE_OUTCOMES, type CaseOutcome } from '@union/rules/cases';
import type { GrievanceStatus } from '@union/rules/constants';
import { GRIEVANCE_STATUS_LABELS } from '@union/rules/grievances';
import { FormDialog } from '@/components/FormDialog';
import { zodValidate } from '@/lib/zodForm';

type StatusMove = CaseStatusInput['status'];

interface Props {
  opened: boolean;
  status: GrievanceStatus;
  saving: boolean;
  onSubmit: (input: CaseStatusInput) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

interface StatusValues {
  status: string;
  outcome: string;
  remedy: string;
  note: string;
}

/** Where a case may go from its status: a resolved case going back to in progress is a reopening. */
export function statusMoves(status: GrievanceStatus): { value: StatusMove; label: string }[] {
  const moves: readonly StatusMove[] = status in CASE_STATUS_MOVES ? CASE_STATUS_MOVES[status as keyof typeof CASE_STATUS_MOVES] : [];
  return moves.map((move) => ({
    value: move,
    label: move === 'in_progress' && status === 'resolved' ? 'Reopen (In Progress)' : GRIEVANCE_STATUS_LABELS[move],
  }));
}

function asInput(values: StatusValues): CaseStatusInput {
  const resolved = values.status === 'resolved';
  return {
    status: values.status as StatusMove,
    note: values.note.trim() || null,
    outcome: resolved && values.outcome ? (values.outcome as CaseOutcome) : null,
    remedy: resolved ? values.remedy.trim() || null : null,
  };
}

/** Move the case on: in progress, resolved (with its outcome and the remedy in words), closed, or reopened. */
export function CaseStatusDialog({ opened, status, saving, onSubmit, onClose }: Props) {
  const moves = statusMoves(status);
  const form = useForm<StatusValues>({
    initialValues: { status: moves[0]?.value ?? '', outcome: '', remedy: '', note: '' },
    validate: (values) => zodValidate(caseStatusSchema)(asInput(values)),
  });
  const resolving = form.values.status === 'resolved';
  const remedyNeeded = OUTCOMES_WITH_REMEDY.includes(form.values.outcome as CaseOutcome);
  return (
    <FormDialog
      opened={opened}
      title="Change Status"
      saving={saving}
      submitLabel="Change Status"
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(asInput(values));
        if (errors) form.setErrors(errors);
      })}
    >
      <Select label="New status" required allowDeselect={false} data-autofocus data={moves} {...form.getInputProps('status')} />
      {resolving && (
        <>
          <Select
            label="Outcome"
            required
            allowDeselect={false}
            placeholder="Choose the outcome"
            data={CASE_OUTCOMES.map((o) => ({ value: o, label: CASE_OUTCOME_LABELS[o] }))}
            {...form.getInputProps('outcome')}
          />
          <Textarea
            label="Remedy obtained"
            description="What the member gets, in plain words (required when sustained or settled)."
            required={remedyNeeded}
            autosize
            minRows={2}
            maxLength={CASE_LIMITS.remedyMax}
            {...form.getInputProps('remedy')}
          />
        </>
      )}
      <Textarea
        label="Note (optional)"
        description="Why, in words: shared with the member in the case history."
        autosize
        minRows={2}
        maxLength={CASE_LIMITS.noteMax}
        {...form.getInputProps('note')}
      />
    </FormDialog>
  );
}
