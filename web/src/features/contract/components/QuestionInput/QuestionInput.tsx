import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CONTRACT_LIMITS, canSendQuestion } from '@union/rules/contract';
import type { KeyboardEvent } from 'react';

/**
 * The contract question input: blank or whitespace-only cannot be sent (button disabled, submit does nothing);
 * the text is trimmed; Enter sends, Shift+Enter adds a new line. It grows with the text up to 120px.
 */
export function QuestionInput({
  value,
  onChange,
  onSend,
  pending,
}: {
  value: string;
  onChange: (v: string) => void;
  onSend: (question: string) => void;
  pending: boolean;
}) {
  const sendable = canSendQuestion(value) && !pending;
  const submit = () => {
    if (!sendable) return;
    onSend(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Your question"
          placeholder="Ask about overtime, sick leave, discipline, shift trades..."
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxLength={CONTRACT_LIMITS.questionMax + 200}
          style={{ flex: 1 }}
          styles={{ input: { maxHeight: 120, overflowY: 'auto' } }}
        />
        <ActionIcon size={36} radius="md" aria-label="Send question" onClick={submit} disabled={!sendable}>
          <IconSend size={18} />
        </ActionIcon>
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          Press Enter to send, Shift+Enter for new line
        </Text>
        {value.trim().length > CONTRACT_LIMITS.questionMax && (
          <Text size="xs" c="var(--mantine-color-error)">
            Question is too long
          </Text>
        )}
      </Group>
    </Stack>
  );
}
