import { Button, Group, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { CASE_LIMITS, memberNoteSchema } from '@union/rules/caseActions';
import { type FormEvent, useState } from 'react';
import { KeptWorkNotice } from '@/components/KeptWorkNotice';
import { endedTheSession, errorMessage } from '@/lib/errors';
import { dropPiece, keepPiece, useKeptPiece } from '@/lib/keptWork';
import { useAddGrievanceNote } from '../../api/useGrievances';

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The member's reply box on their open case. What they type stays in the box until the server has it: a refused or
 * failed send keeps the words and says why; a session that ends keeps them on this device (lib/keptWork) for when
 * the member signs in again.
 */
export function CaseReply({ grievanceId }: { grievanceId: string }) {
  const keptKey = `grievance-note:${grievanceId}`;
  const kept = useKeptPiece(keptKey, isText);
  const [text, setText] = useState(kept ?? '');
  const [restored, setRestored] = useState(kept !== undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [addNote, { loading }] = useAddGrievanceNote(grievanceId);
  const fieldId = `grievance-${grievanceId}-note`;

  const change = (value: string) => {
    setText(value);
    setProblem(null);
    keepPiece(keptKey, value.trim() ? value : undefined);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = memberNoteSchema.safeParse({ text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check your note');
      return;
    }
    try {
      await addNote({ variables: { grievanceId, text: parsed.data.text } });
      setText('');
      setRestored(false);
      dropPiece(keptKey);
      notifications.show({ color: 'green', title: 'Note Sent', message: 'Your note was added to the case history.' });
    } catch (error) {
      // Signed out: the words are kept on this device and the sign-in screen says why; nothing else to say here.
      if (endedTheSession(error)) return;
      setProblem(errorMessage(error, 'Your note could not be sent. Please try again.'));
    }
  };

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        {restored && <KeptWorkNotice action="Send Note" />}
        <Textarea
          id={fieldId}
          label="Send a note to your steward"
          description="Your steward and the union officers read it; it joins the case history."
          placeholder="A question, a new fact, a date that matters..."
          autosize
          minRows={2}
          maxRows={8}
          maxLength={CASE_LIMITS.noteMax}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" leftSection={<IconSend size={14} />} loading={loading}>
            Send Note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
