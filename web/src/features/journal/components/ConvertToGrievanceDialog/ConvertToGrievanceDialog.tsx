import { Button, Group, Image, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { CREATE_GRIEVANCE_FAILED_MESSAGE, grievanceSchema } from '@union/rules/grievances';
import { useEffect, useRef, useState } from 'react';
import { ContractSectionDrawer } from '@/components/ContractSectionDrawer';
import { KeptWorkNotice } from '@/components/KeptWorkNotice';
import { endedTheSession, errorMessage, fieldErrors } from '@/lib/errors';
import { dropPiece, keepPiece, useKeptPiece } from '@/lib/keptWork';
import { formatDate } from '@/lib/format';
import { zodValidate } from '@/lib/zodForm';
import { useAnalyzeForGrievance, useCreateGrievance } from '../../api/useConvertToGrievance';
import type { JournalEntry } from '../../api/useJournal';
import {
  aiAssistanceText,
  analysisText,
  citesArticle,
  type GrievanceFormValues,
  grievanceDefaults,
  type Suggestion,
  withArticle,
} from '../../lib/grievanceDraft';
import { isKeptGrievance, KEPT_GRIEVANCE } from '../../lib/keptEdit';
import { SuggestedArticles } from '../SuggestedArticles/SuggestedArticles';

/** The form's values as the grievance input takes them: an optional field left empty is null. */
const asInput = (values: GrievanceFormValues) => ({
  title: values.title,
  description: values.description,
  contractViolation: values.contractViolation,
  location: values.location.trim() || null,
  witnessName: values.witnessName.trim() || null,
  witnessEmployeeNumber: values.witnessEmployeeNumber.trim() || null,
  witnessPhone: values.witnessPhone.trim() || null,
  witnessEmail: values.witnessEmail.trim() || null,
});

const validate = zodValidate(grievanceSchema);

/**
 * Convert to Grievance: the entry's words carried into a grievance, with the contract articles the
 * AI analysis suggests; the entry's photos go with it as evidence. Mounted while open, so each opening starts afresh.
 */
export function ConvertToGrievanceDialog({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const analyze = useAnalyzeForGrievance();
  const [create, { loading: saving }] = useCreateGrievance(entry.id);
  const [suggestions, setSuggestions] = useState<Suggestion[] | null | 'failed'>(null);
  const [reading, setReading] = useState<string | null>(null);
  // What the member typed before they were signed out or the page closed comes back.
  const kept = useKeptPiece(KEPT_GRIEVANCE, isKeptGrievance);
  const restored = kept?.entryId === entry.id ? kept.values : undefined;
  const form = useForm<GrievanceFormValues>({
    initialValues: restored ?? grievanceDefaults(entry),
    validate: (values) => validate(asInput(values)),
  });
  const changed = restored !== undefined || form.isDirty();
  // Kept in this browser until the grievance is created or the member cancels.
  useEffect(() => {
    if (changed) keepPiece(KEPT_GRIEVANCE, { entryId: entry.id, values: form.values });
  }, [changed, form.values, entry.id]);
  const close = () => {
    dropPiece(KEPT_GRIEVANCE);
    onClose();
  };

  // Once per opening (a ref, so React's development double effect does not ask twice).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    analyze(analysisText(entry)).then(setSuggestions, () => {
      setSuggestions('failed');
      notifications.show({
        color: 'yellow',
        title: 'AI Analysis Unavailable',
        message: 'Unable to get AI suggestions. Please manually enter the contract violations.',
      });
    });
  }, [analyze, entry]);

  const submit = form.onSubmit(async (values) => {
    try {
      await create({
        variables: {
          input: {
            ...asInput(values),
            journalEntryId: entry.id,
            aiAssistance: Array.isArray(suggestions) ? aiAssistanceText(suggestions) : null,
          },
        },
      });
      notifications.show({
        color: 'green',
        title: 'Grievance Created',
        message: 'Journal entry has been successfully converted to a grievance.',
      });
      close();
    } catch (error) {
      // Signed out: the form is kept and comes back after signing in; the sign-in screen says why.
      if (endedTheSession(error)) return;
      form.setErrors(fieldErrors(error));
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, CREATE_GRIEVANCE_FAILED_MESSAGE) });
    }
  });

  const photos = [...entry.images].sort((a, b) => a.order - b.order);
  return (
    <Modal
      opened
      onClose={close}
      title="Convert to Grievance"
      size="lg"
      fullScreen={mobile}
      closeOnClickOutside={!changed}
      closeOnEscape={!changed && reading === null}
      closeButtonProps={{ 'aria-label': 'Close form' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {restored && <KeptWorkNotice action="Create Grievance" />}
          <Text size="sm" c="dimmed">
            From your journal entry of {formatDate(entry.entryDate)} ({entry.event.eventTitle}). The grievance starts as a draft: you can
            add evidence and submit it from My Grievances.
          </Text>
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <Textarea label="Description" required autosize minRows={3} maxRows={10} {...form.getInputProps('description')} />
          <SuggestedArticles
            suggestions={suggestions}
            isAdded={(article) => citesArticle(form.values.contractViolation, article)}
            onAdd={(article) => form.setFieldValue('contractViolation', (current) => withArticle(current, article))}
            onRead={setReading}
          />
          <Textarea
            label="Contract Violation"
            description="The articles and sections you believe were violated, and how"
            required
            autosize
            minRows={3}
            maxRows={10}
            {...form.getInputProps('contractViolation')}
          />
          <TextInput label="Location" placeholder="e.g. Gate C14, bag room" {...form.getInputProps('location')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Witness Name" {...form.getInputProps('witnessName')} />
            <TextInput label="Witness Employee Number" {...form.getInputProps('witnessEmployeeNumber')} />
            <TextInput label="Witness Phone" type="tel" autoComplete="off" {...form.getInputProps('witnessPhone')} />
            <TextInput label="Witness Email" type="email" autoComplete="off" {...form.getInputProps('witnessEmail')} />
          </SimpleGrid>
          <Stack gap={6} component="section" aria-label="Evidence">
            <Text size="sm" fw={600}>
              Evidence
            </Text>
            {photos.length === 0 ? (
              <Text size="sm" c="dimmed">
                This entry has no photos. You can add up to 5 evidence images to the grievance from My Grievances.
              </Text>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  {photos.length === 1 ? 'This photo goes' : `These ${photos.length} photos go`} with the grievance as evidence.
                </Text>
                <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {photos.map((photo) => (
                    <li key={photo.id}>
                      <Image src={photo.url} alt={photo.caption || photo.originalFileName} w={72} h={72} radius="sm" fit="cover" />
                    </li>
                  ))}
                </Group>
              </>
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={saving}>
              Create Grievance
            </Button>
          </Group>
        </Stack>
      </form>
      <ContractSectionDrawer sectionId={reading} onClose={() => setReading(null)} />
    </Modal>
  );
}
