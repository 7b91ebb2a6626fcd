import { Alert, Badge, Box, Button, Card, Divider, Group, Loader, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconScale } from '@tabler/icons-react';
import { EMPLOYMENT_STATUS_LABELS } from '@union/rules/constants';
import { useEffect, useRef, useState } from 'react';
import { ContractSectionDrawer } from '@/components/ContractSectionDrawer';
import { PageHeader } from '@/components/PageHeader';
import { endedTheSession, errorCode, errorMessage } from '@/lib/errors';
import { dropPiece, keepPiece, useKeptPiece } from '@/lib/keptWork';
import { useCurrentUser } from '@/lib/session';
import { useAskContract } from './api/useContract';
import { ChatMessage, type ChatMessageData } from './components/ChatMessage/ChatMessage';
import { QuestionInput } from './components/QuestionInput/QuestionInput';

/** The topic chips of the empty state, each asking a full question. */
export const TOPICS: Array<{ label: string; question: string }> = [
  { label: 'Overtime rules', question: 'What are the rules for overtime?' },
  { label: 'Sick leave', question: 'What does the contract say about sick leave?' },
  { label: 'Grievance procedure', question: 'How does the grievance procedure work?' },
  { label: 'Scheduling rights', question: 'What does the contract say about scheduling and schedule changes?' },
];

/** The chat area is 600px high. */
const CHAT_HEIGHT = 600;

/**
 * The question being typed, and the one sent and not yet answered, kept in the browser: when the member is signed
 * out (or the page closes) before the answer, signing in again asks it again; what was typed comes back in the input.
 */
const KEPT_QUESTION = 'contract-question';
type KeptQuestion = { draft: string; asking?: string };
const isKeptQuestion = (value: unknown): value is KeptQuestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as KeptQuestion).draft === 'string' &&
  ['string', 'undefined'].includes(typeof (value as KeptQuestion).asking);

let sequence = 0;
const nextId = () => {
  sequence += 1;
  return `m${Date.now().toString(36)}${sequence}`;
};

export function ContractPage() {
  const { user, loading } = useCurrentUser();
  const [ask] = useAskContract();
  const [messages, setMessages] = useState<ChatMessageData[]>([]);
  const kept = useKeptPiece(KEPT_QUESTION, isKeptQuestion);
  const [draft, setDraft] = useState(kept?.draft ?? '');
  const [pending, setPending] = useState(false);
  const [asking, setAsking] = useState<string | undefined>();
  useEffect(() => {
    if (draft.trim() || asking) keepPiece(KEPT_QUESTION, { draft, asking });
    else dropPiece(KEPT_QUESTION);
  }, [draft, asking]);
  // The question that was on its way when the member was signed out is asked again once the page is back.
  const askAgain = useRef(kept?.asking);
  const sendRef = useRef<(question: string) => Promise<void>>(undefined);
  useEffect(() => {
    const question = askAgain.current;
    if (!question || !sendRef.current) return;
    askAgain.current = undefined;
    void sendRef.current(question);
  });
  const [openSection, setOpenSection] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  // Keep the newest message (or the pending indicator) in view. A new answer is shown from its first line: answers
  // quoting several sections are taller than the 600px area, and scrolled to their end they would open mid-quote.
  const lastMessage = messages[messages.length - 1];
  useEffect(() => {
    const el = viewport.current;
    if (!el || messages.length + (pending ? 1 : 0) === 0) return;
    const answer = !pending && lastMessage?.type === 'ai' ? el.querySelector<HTMLElement>(`[data-message-id="${lastMessage.id}"]`) : null;
    el.scrollTop = answer
      ? Math.max(0, answer.getBoundingClientRect().top - el.getBoundingClientRect().top + el.scrollTop - 12)
      : el.scrollHeight;
  }, [messages.length, pending, lastMessage]);

  if (loading) {
    return (
      <Group gap="xs" py="xl" justify="center">
        <Loader size="sm" />
        <Text c="dimmed">Loading...</Text>
      </Group>
    );
  }
  if (!user) {
    return (
      <Alert color="red" icon={<IconLock />} title="Authentication Required" maw={560} mx="auto" mt="xl">
        Please log in to access the contract question assistant.
      </Alert>
    );
  }

  // Sending: the question is appended, the input cleared, the indicator shown until the answer.
  const send = async (raw: string) => {
    const question = raw.trim();
    if (!question || pending) return;
    setMessages((m) => [...m, { id: nextId(), type: 'user', content: question, timestamp: new Date().toISOString() }]);
    setDraft('');
    setPending(true);
    setAsking(question);
    try {
      const answer = await ask(question);
      setMessages((m) => [
        ...m,
        {
          id: nextId(),
          type: 'ai',
          content: answer.answer,
          timestamp: answer.timestamp,
          confidence: answer.confidence,
          sources: answer.sources,
          citations: answer.citations,
          representation: answer.representation,
        },
      ]);
      setAsking(undefined);
    } catch (error) {
      console.error('Contract question failed', error);
      // Signed out: the question stays kept and is asked again after signing in; the sign-in screen says why.
      if (endedTheSession(error)) return;
      const code = errorCode(error);
      notifications.show({
        color: 'red',
        title: 'Error',
        message:
          code === 'RATE_LIMITED'
            ? errorMessage(error, 'Failed to get answer. Please try again.')
            : 'Failed to get answer. Please try again.',
      });
      // The question goes back into the input (unless a new one was typed meanwhile), so trying again is one key.
      setDraft((d) => (d.trim() ? d : question));
      setAsking(undefined);
    } finally {
      setPending(false);
    }
  };
  sendRef.current = send;

  const status = EMPLOYMENT_STATUS_LABELS[user.employmentStatus as keyof typeof EMPLOYMENT_STATUS_LABELS] ?? user.employmentStatus;

  return (
    <>
      <PageHeader
        title="Contract Assistant"
        description="Ask what your contract says. Answers quote the contract and cite the article and section they come from."
        badge={
          <Badge variant="light" size="lg" data-testid="employment-status">
            {status}
          </Badge>
        }
      />
      <Card withBorder radius="md" p={0} h={CHAT_HEIGHT} style={{ display: 'flex', flexDirection: 'column' }} data-testid="chat-area">
        <ScrollArea style={{ flex: 1 }} viewportRef={viewport} type="auto">
          {/* role="log": screen readers announce each new message (the answer, not only the indicator going away). */}
          <Stack gap="md" p="md" role="log" aria-label="Conversation">
            {messages.length === 0 && !pending && (
              <Stack align="center" gap="sm" ta="center" py="xl">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                  <IconScale size={26} />
                </ThemeIcon>
                <Text fw={600}>Ask a question about your contract</Text>
                <Text size="sm" c="dimmed" maw={440}>
                  {user.employmentStatus === 'part_time'
                    ? 'As a part-time employee, you will see the provisions for part-time employees first.'
                    : 'Answers come from the contract text, with the article and section to check them against.'}
                </Text>
                <Group gap="xs" justify="center" mt="xs">
                  {TOPICS.map((t) => (
                    <Button key={t.label} variant="light" radius="xl" size="xs" onClick={() => void send(t.question)} disabled={pending}>
                      {t.label}
                    </Button>
                  ))}
                </Group>
              </Stack>
            )}
            {messages.map((m) => (
              <ChatMessage key={m.id} message={m} onOpenSource={setOpenSection} />
            ))}
            {pending && (
              <Group gap="xs" role="status" aria-live="polite">
                <Loader size="xs" type="dots" />
                <Text size="sm" c="dimmed">
                  Analyzing your question...
                </Text>
              </Group>
            )}
          </Stack>
        </ScrollArea>
        <Divider />
        <Box p="sm">
          <QuestionInput value={draft} onChange={setDraft} onSend={(q) => void send(q)} pending={pending} />
        </Box>
      </Card>
      <Text size="xs" c="dimmed" mt="sm">
        The assistant reads only the contract's text and can be wrong. It is not legal advice: before you act, read the cited sections and
        talk to your shop steward.
      </Text>
      <ContractSectionDrawer sectionId={openSection} onClose={() => setOpenSection(null)} />
    </>
  );
}
