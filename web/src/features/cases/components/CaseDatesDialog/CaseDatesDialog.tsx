import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { caseDatesSchema } from '@union/rules/caseActions';
import { FormDialog } from '@/components/FormDialog';
import { zodValidate } from '@/lib/zodForm';

export interface CaseDatesValues {
  incidentOn: string;
  knowledgeOn: string;
}

interface Props {
  opened: boolean;
  initial: CaseDatesValues;
  today: string;
  saving: boolean;
  onSubmit: (values: { incidentOn: string; knowledgeOn: string | null }) => Promise<Record<string, string> | undefined>;
  onClose: () => void;
}

// An empty day of knowledge means none (the limit counts from the incident).
const asInput = (values: CaseDatesValues) => ({ incidentOn: values.incidentOn, knowledgeOn: values.knowledgeOn || null });

/** Correct the day of the incident and the day the member learnt of it: the first time limit counts from them. */
export function CaseDatesDialog({ opened, initial, today, saving, onSubmit, onClose }: Props) {
  const form = useForm<CaseDatesValues>({ initialValues: initial, validate: (values) => zodValidate(caseDatesSchema)(asInput(values)) });
  return (
    <FormDialog
      opened={opened}
      title="Correct Incident Dates"
      saving={saving}
      submitLabel="Save Dates"
      onClose={onClose}
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(asInput(values));
        if (errors) form.setErrors(errors);
      })}
    >
      <Text size="sm" c="dimmed">
        The time limit to file Step 1 counts from these days. The member sees the correction in the case history.
      </Text>
      <TextInput label="Day of the incident" type="date" required max={today} data-autofocus {...form.getInputProps('incidentOn')} />
      <TextInput
        label="Day the member learnt of it"
        description="Only when later than the incident; leave empty otherwise."
        type="date"
        max={today}
        {...form.getInputProps('knowledgeOn')}
      />
    </FormDialog>
  );
}
