import {
  ActionIcon,
  Button,
  Card,
  CloseButton,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  DAY_KIND_LABELS,
  DAY_KINDS,
  type DayKind,
  FILE_AFTER,
  FILE_AFTER_LABELS,
  type FileAfter,
  formatDay,
  type GrievanceProcedure,
  grievanceProcedureSchema,
  PROCEDURE_LIMITS,
  PROCEDURE_MESSAGES,
} from '@union/rules/cases';
import { isCalendarDate } from '@union/rules/dates';
import { useState } from 'react';
import { zodValidate } from '@/lib/zodForm';

interface StepValues {
  name: string;
  fileWithinDays: number | string;
  fileAfter: FileAfter;
  answerWithinDays: number | string;
}

export interface ProcedureValues {
  dayKind: DayKind;
  holidays: string[];
  steps: StepValues[];
}

interface Props {
  procedure: GrievanceProcedure;
  saving: boolean;
  onSubmit: (procedure: GrievanceProcedure) => Promise<Record<string, string> | undefined>;
}

// An empty number box is no time limit; anything typed is sent as typed for the shared rules to judge.
const days = (value: number | string): number | null => (value === '' ? null : Number(value));

export function toProcedure(values: ProcedureValues): GrievanceProcedure {
  return {
    dayKind: values.dayKind,
    holidays: values.holidays,
    steps: values.steps.map((s) => ({
      name: s.name.trim(),
      fileWithinDays: days(s.fileWithinDays),
      fileAfter: s.fileAfter,
      answerWithinDays: days(s.answerWithinDays),
    })),
  };
}

const valuesOf = (procedure: GrievanceProcedure): ProcedureValues => ({
  dayKind: procedure.dayKind,
  holidays: [...procedure.holidays],
  steps: procedure.steps.map((s) => ({
    name: s.name,
    fileWithinDays: s.fileWithinDays ?? '',
    fileAfter: s.fileAfter,
    answerWithinDays: s.answerWithinDays ?? '',
  })),
});

const NEW_STEP: StepValues = { name: '', fileWithinDays: '', fileAfter: 'previous_answer', answerWithinDays: '' };

/**
 * The grievance procedure as the agreement sets it: how days count, the holidays, and up to ten steps, each with the
 * union's time to file or appeal (and what it counts from) and the company's time to answer. Checked by the same rules
 * the server runs; saving works out every open case's next deadline again.
 */
export function ProcedureForm({ procedure, saving, onSubmit }: Props) {
  const form = useForm<ProcedureValues>({
    initialValues: valuesOf(procedure),
    validate: (values) => zodValidate(grievanceProcedureSchema)(toProcedure(values)),
  });
  const [holiday, setHoliday] = useState('');
  const [holidayError, setHolidayError] = useState<string | null>(null);
  const steps = form.values.steps;

  const addHoliday = () => {
    if (!isCalendarDate(holiday)) return setHolidayError(PROCEDURE_MESSAGES.holiday);
    if (form.values.holidays.length >= PROCEDURE_LIMITS.holidaysMax) return setHolidayError(PROCEDURE_MESSAGES.holidaysTooMany);
    setHolidayError(null);
    if (!form.values.holidays.includes(holiday)) form.setFieldValue('holidays', [...form.values.holidays, holiday].sort());
    setHoliday('');
  };
  const holidaysError = Object.entries(form.errors).find(([key]) => key === 'holidays' || key.startsWith('holidays.'))?.[1];
  const stepsError = form.errors.steps;

  return (
    <form
      noValidate
      aria-label="Grievance procedure"
      onSubmit={form.onSubmit(async (values) => {
        const errors = await onSubmit(toProcedure(values));
        if (errors) form.setErrors(errors);
        else form.resetDirty();
      })}
    >
      <Stack gap="md">
        <Card withBorder radius="md" p="md" component="section" aria-label="How days count">
          <Title order={2} fz="lg" mb="sm">
            How days count
          </Title>
          <Radio.Group {...form.getInputProps('dayKind')} label="Time limits are counted in" required>
            <Stack gap="xs" mt="xs">
              {DAY_KINDS.map((kind) => (
                <Radio key={kind} value={kind} label={DAY_KIND_LABELS[kind]} />
              ))}
            </Stack>
          </Radio.Group>
          <Text size="sm" c="dimmed" mt="xs">
            With calendar days, a last day on a weekend or a holiday moves to the next working day.
          </Text>
        </Card>

        <Card withBorder radius="md" p="md" component="section" aria-label="Holidays">
          <Title order={2} fz="lg" mb="sm">
            Holidays
          </Title>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Add a holiday"
              type="date"
              value={holiday}
              onChange={(event) => setHoliday(event.currentTarget.value)}
              error={holidayError}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addHoliday();
                }
              }}
            />
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addHoliday} mb={holidayError ? 22 : 0}>
              Add Holiday
            </Button>
          </Group>
          {form.values.holidays.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              No holidays listed.
            </Text>
          ) : (
            <Group gap="xs" mt="sm" component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Holidays listed">
              {form.values.holidays.map((day) => (
                <Paper key={day} component="li" withBorder radius="xl" px="sm" py={2}>
                  <Group gap={4} wrap="nowrap">
                    <Text size="sm">{formatDay(day)}</Text>
                    <CloseButton
                      size="sm"
                      aria-label={`Remove the holiday ${formatDay(day)}`}
                      onClick={() =>
                        form.setFieldValue(
                          'holidays',
                          form.values.holidays.filter((d) => d !== day),
                        )
                      }
                    />
                  </Group>
                </Paper>
              ))}
            </Group>
          )}
          {holidaysError && (
            <Text size="sm" c="red" mt="xs" role="alert">
              {holidaysError}
            </Text>
          )}
        </Card>

        <Card withBorder radius="md" p="md" component="section" aria-label="Steps">
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="lg">
              Steps
            </Title>
            <Text size="sm" c="dimmed">
              {steps.length} of at most {PROCEDURE_LIMITS.stepsMax}
            </Text>
          </Group>
          <Stack gap="sm">
            {steps.map((_, index) => (
              // A step is its place in the procedure: moving one moves its values between the controlled fields.
              <Paper key={index} withBorder radius="md" p="sm" data-testid="procedure-step">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>Step {index + 1}</Text>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move step ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => form.reorderListItem('steps', { from: index, to: index - 1 })}
                      >
                        <IconArrowUp size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Move step ${index + 1} down`}
                        disabled={index === steps.length - 1}
                        onClick={() => form.reorderListItem('steps', { from: index, to: index + 1 })}
                      >
                        <IconArrowDown size={16} />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove step ${index + 1}`}
                        disabled={steps.length === 1}
                        onClick={() => form.removeListItem('steps', index)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                  <TextInput
                    label="Name"
                    placeholder="e.g. Step 1 - local hearing"
                    required
                    maxLength={PROCEDURE_LIMITS.stepNameMax}
                    {...form.getInputProps(`steps.${index}.name`)}
                  />
                  <Group grow align="flex-start" gap="sm" wrap="wrap">
                    <NumberInput
                      label="Days for the union to file"
                      description="Empty: no limit"
                      min={PROCEDURE_LIMITS.daysMin}
                      max={PROCEDURE_LIMITS.daysMax}
                      allowDecimal={false}
                      allowNegative={false}
                      miw={180}
                      {...form.getInputProps(`steps.${index}.fileWithinDays`)}
                    />
                    <Select
                      label="Counted from"
                      description="When the union's time starts"
                      allowDeselect={false}
                      data={FILE_AFTER.map((f) => ({ value: f, label: FILE_AFTER_LABELS[f] }))}
                      miw={220}
                      {...form.getInputProps(`steps.${index}.fileAfter`)}
                    />
                    <NumberInput
                      label="Days for the company to answer"
                      description="From filing; empty: no limit"
                      min={PROCEDURE_LIMITS.daysMin}
                      max={PROCEDURE_LIMITS.daysMax}
                      allowDecimal={false}
                      allowNegative={false}
                      miw={180}
                      {...form.getInputProps(`steps.${index}.answerWithinDays`)}
                    />
                  </Group>
                </Stack>
              </Paper>
            ))}
            {typeof stepsError === 'string' && (
              <Text size="sm" c="red" role="alert">
                {stepsError}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={steps.length >= PROCEDURE_LIMITS.stepsMax}
              onClick={() => form.insertListItem('steps', { ...NEW_STEP })}
              style={{ alignSelf: 'flex-start' }}
            >
              Add Step
            </Button>
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            Save Procedure
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
