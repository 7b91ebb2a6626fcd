import { Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CASE_LIMITS, type CaseStepInput, caseStepSchema } from '@union/rules/caseActions';
import { FormDialog } from '@/components/FormDialog';
import { zodValidate } from '@/lib/zodForm';

export type CaseStepAction = CaseStepInput['action'];

interface Props {
  opened: boolean;
  action: CaseStepAction;
  /** The step filed (file), answered (answer), or whose running time limit is extended (extend). */
  stepName: string;
  /** file: true for Step 1, which is filed; every later step is an appeal. */
  firstStep: boolean;
  /** extend: the time limit running now, in words. */
  runningDeadline?: string;
  today: string;
  saving: boolean;
  onSubmit: (input: CaseStepInput) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

interface StepValues {
  day: string;
  text: string;
}

// Each move's day and words, as the shared schema names them.
const FIELDS = {
  file: { day: 'filedOn', text: 'note' },
  answer: { day: 'answeredOn', text: 'answer' },
  extend: { day: 'extendedTo', text: 'note' },
} as const;

function asInput(action: CaseStepAction, values: StepValues): CaseStepInput {
  if (action === 'file') return { action, filedOn: values.day, note: values.text.trim() || null };
  if (action === 'answer') return { action, answeredOn: values.day, answer: values.text };
  return { action, extendedTo: values.day, note: values.text };
}

/** The form's fields named back from the schema's (filedOn -> day), for the messages under them. */
function asFormErrors(action: CaseStepAction, errors: Record<string, string>): Record<string, string> {
  const { day, text } = FIELDS[action];
  const named: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) named[key === day ? 'day' : key === text ? 'text' : key] = message;
  return named;
}

/** File a step (or appeal to the next one), record the company's answer, or record a time limit extended by agreement. */
export function CaseStepDialog({ opened, action, stepName, firstStep, runningDeadline, today, saving, onSubmit, onClose }: Props) {
  const form = useForm<StepValues>({
    initialValues: { day: action === 'extend' ? '' : today, text: '' },
    validate: (values) => asFormErrors(action, zodValidate(caseStepSchema)(asInput(action, values))),
  });
  const words = {
    file: {
      title: firstStep ? `File ${stepName}` : `Appeal to ${stepName}`,
      submit: firstStep ? 'File Step' : 'File Appeal',
      day: 'Filed with the company on',
      text: 'Note (optional)',
    },
    answer: { title: "Record the Company's Answer", submit: 'Record Answer', day: 'Answer received on', text: "The company's answer" },
    extend: { title: 'Record an Agreed Extension', submit: 'Record Extension', day: 'New deadline', text: 'How it was agreed' },
  }[action];
  return (
    <FormDialog
      opened={opened}
      title={words.title}
      saving={saving}
      submitLabel={words.submit}
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(asInput(action, values));
        if (errors) form.setErrors(asFormErrors(action, errors));
      })}
    >
      {action !== 'file' && <Text size="sm">{action === 'answer' ? stepName : `Running now: ${runningDeadline ?? stepName}`}</Text>}
      <TextInput
        label={words.day}
        type="date"
        required
        data-autofocus
        max={action === 'extend' ? undefined : today}
        min={action === 'extend' ? today : undefined}
        {...form.getInputProps('day')}
      />
      <Textarea
        label={words.text}
        required={action !== 'file'}
        autosize
        minRows={3}
        maxLength={action === 'answer' ? CASE_LIMITS.answerMax : CASE_LIMITS.noteMax}
        description={action === 'file' ? 'Shared with the member in the case history.' : undefined}
        {...form.getInputProps('text')}
      />
    </FormDialog>
  );
}
