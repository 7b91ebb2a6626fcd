import { Avatar, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileText, IconScale, IconUser } from '@tabler/icons-react';
import { type RepresentationScriptData, RepresentationGuidance } from '@/components/RepresentationGuidance';
import { formatTime } from '@/lib/format';

/** A chat message (held by the client only), with each source's section id so it can be opened. */
export interface ChatMessageData {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: string;
  confidence?: number | null;
  sources?: string[];
  citations?: Array<{ reference: string; sectionId: string }>;
  /** For a question about representation in a meeting: the words to say for this local. */
  representation?: RepresentationScriptData | null;
}

export function confidenceColor(confidence: number): string {
  if (confidence >= 70) return 'green';
  if (confidence >= 35) return 'yellow';
  return 'gray';
}

export function ChatMessage({ message, onOpenSource }: { message: ChatMessageData; onOpenSource: (sectionId: string) => void }) {
  const mine = message.type === 'user';
  const citations = message.citations ?? (message.sources ?? []).map((reference) => ({ reference, sectionId: '' }));
  return (
    <Group
      align="flex-start"
      gap="xs"
      wrap="nowrap"
      justify={mine ? 'flex-end' : 'flex-start'}
      data-testid={mine ? 'user-message' : 'ai-message'}
      data-message-id={message.id}
    >
      {!mine && (
        <Avatar color="union" radius="xl" size="sm" aria-hidden>
          <IconScale size={16} />
        </Avatar>
      )}
      <Paper
        px="sm"
        py="xs"
        radius="md"
        maw="85%"
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
        withBorder={!mine}
      >
        <Stack gap={6}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
          {!mine && typeof message.confidence === 'number' && (
            <Group gap="xs">
              <Badge size="sm" variant="light" color={confidenceColor(message.confidence)}>
                Confidence: {message.confidence}%
              </Badge>
            </Group>
          )}
          {!mine && message.representation && (
            <Paper withBorder radius="sm" p="xs" data-testid="answer-representation">
              <Text size="xs" fw={600} c="dimmed" mb={4}>
                For members of this local
              </Text>
              <RepresentationGuidance script={message.representation} order={4} />
            </Paper>
          )}
          {!mine && citations.length > 0 && (
            <Stack gap={2}>
              <Text size="xs" fw={600} c="dimmed">
                Sources
              </Text>
              {citations.map((c) => (
                <Button
                  key={`${c.sectionId}-${c.reference}`}
                  variant="subtle"
                  size="compact-xs"
                  justify="flex-start"
                  leftSection={<IconFileText size={14} />}
                  disabled={!c.sectionId}
                  onClick={() => onOpenSource(c.sectionId)}
                  styles={{ root: { height: 'auto', minHeight: 22 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
                >
                  {c.reference}
                </Button>
              ))}
            </Stack>
          )}
          <Text size="xs" c={mine ? undefined : 'dimmed'} ta={mine ? 'right' : 'left'}>
            {formatTime(message.timestamp)}
          </Text>
        </Stack>
      </Paper>
      {mine && (
        <Avatar radius="xl" size="sm" aria-hidden>
          <IconUser size={16} />
        </Avatar>
      )}
    </Group>
  );
}
