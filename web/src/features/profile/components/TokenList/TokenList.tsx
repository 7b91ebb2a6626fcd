import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatRelative } from '@/lib/format';
import type { AccessTokenRow } from '../../api/useAccessTokens';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function Detail({ label, children, title }: { label: string; children: React.ReactNode; title?: string }) {
  return (
    <Text size="sm" span title={title}>
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function Expires({ expiresAt, now }: { expiresAt: string | null | undefined; now: number }) {
  if (!expiresAt) return <Detail label="Expires">Never</Detail>;
  if (new Date(expiresAt).getTime() <= now) {
    return (
      <Detail label="Expires" title={formatDateTime(expiresAt)}>
        <Text span size="sm" fw={600} c="var(--mantine-color-error)">
          Expired
        </Text>{' '}
        {formatDate(expiresAt)}
      </Detail>
    );
  }
  return (
    <Detail label="Expires" title={formatDateTime(expiresAt)}>
      {formatDate(expiresAt)}
    </Detail>
  );
}

/** Recent use reads best as "3 hours ago"; older use as its date. */
function lastUsed(lastUsedAt: string | null | undefined, now: number) {
  if (!lastUsedAt) return 'Never used';
  return now - new Date(lastUsedAt).getTime() < WEEK_MS ? formatRelative(lastUsedAt, now) : formatDateTime(lastUsedAt);
}

interface Props {
  tokens: AccessTokenRow[];
  onRevoke: (token: AccessTokenRow) => void;
}

export function TokenList({ tokens, onRevoke }: Props) {
  const now = Date.now();
  if (tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No tokens yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your access tokens">
      {tokens.map((token) => (
        <Paper key={token.id} component="li" withBorder radius="md" p="md" data-testid="access-token">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {token.name}
                </Text>
                <Text span ff="monospace" size="sm" c="dimmed">
                  {token.hint}
                </Text>
              </Group>
              <Group gap={6} wrap="wrap">
                {token.scopes.map((scope) => (
                  <Badge key={scope} variant="light" tt="none">
                    {scope}
                  </Badge>
                ))}
              </Group>
              <Group gap="md" wrap="wrap" style={{ rowGap: 2 }}>
                <Detail label="Created">{formatDateTime(token.createdAt)}</Detail>
                <Expires expiresAt={token.expiresAt} now={now} />
                <Detail label="Last used" title={token.lastUsedAt ? formatDateTime(token.lastUsedAt) : undefined}>
                  {lastUsed(token.lastUsedAt, now)}
                </Detail>
              </Group>
            </Stack>
            <Button variant="light" color="red" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
              Revoke
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
