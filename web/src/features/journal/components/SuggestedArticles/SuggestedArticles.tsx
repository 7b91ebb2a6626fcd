import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconBook, IconCheck, IconPlus, IconSparkles } from '@tabler/icons-react';
import type { Suggestion } from '../../lib/grievanceDraft';

type Props = {
  /** null while the analysis runs; 'failed' when it could not be had. */
  suggestions: readonly Suggestion[] | null | 'failed';
  /** Whether the violation field already cites this article. */
  isAdded: (article: string) => boolean;
  onAdd: (article: string) => void;
  onRead: (sectionId: string) => void;
};

/** The AI analysis of the entry: contract articles that may have been violated, each with why, to add or read. */
export function SuggestedArticles({ suggestions, isAdded, onAdd, onRead }: Props) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="suggested-articles-title">
      <Stack gap="xs">
        <Group gap={6}>
          <IconSparkles size={16} aria-hidden />
          <Text fw={600} size="sm" id="suggested-articles-title">
            Suggested contract articles
          </Text>
        </Group>
        {suggestions === null ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Analyzing this entry for contract violations...
            </Text>
          </Group>
        ) : suggestions === 'failed' ? (
          <Text size="sm" c="dimmed">
            AI suggestions are unavailable. Please enter the contract violations yourself.
          </Text>
        ) : suggestions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No contract article stood out for this entry. Describe the violation yourself, or ask your shop steward.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {suggestions.map((s) => {
              const added = isAdded(s.article);
              return (
                <li key={`${s.sectionId}-${s.article}`} data-testid="suggested-article">
                  <Stack gap={4}>
                    <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {s.article}
                      </Text>
                      <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
                        Confidence: {s.confidence}%
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {s.reason}
                    </Text>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant={added ? 'default' : 'light'}
                        leftSection={added ? <IconCheck size={14} /> : <IconPlus size={14} />}
                        onClick={() => onAdd(s.article)}
                        disabled={added}
                        aria-label={added ? `Added: ${s.article}` : `Add to violation: ${s.article}`}
                      >
                        {added ? 'Added' : 'Add to violation'}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconBook size={14} />}
                        onClick={() => onRead(s.sectionId)}
                        aria-label={`Read section: ${s.article}`}
                      >
                        Read section
                      </Button>
                    </Group>
                  </Stack>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
