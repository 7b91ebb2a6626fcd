import { Alert, Badge, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import { useContractSection } from '../../api/useContract';

/** The cited section's own text, so the member reads the contract itself rather than a summary of it. */
export function SourceDrawer({ sectionId, onClose }: { sectionId: string | null; onClose: () => void }) {
  const { section, loading, error } = useContractSection(sectionId);
  return (
    <Drawer opened={sectionId !== null} onClose={onClose} position="right" size="lg" title={<Text fw={600}>Contract text</Text>}>
      {loading && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" icon={<IconAlertCircle />} title="Error">
          Unable to load this section. Please try again.
        </Alert>
      )}
      {section && (
        <Stack gap="sm" data-testid="source-section">
          <Title order={2} fz="lg">
            {section.reference}
          </Title>
          <Group gap="xs">
            <Badge variant="light">{section.articleLabel}</Badge>
            <Text size="sm" c="dimmed">
              {section.articleTitle}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {section.documentTitle}
            {section.effectiveDate ? ` - effective ${formatDate(section.effectiveDate)}` : ''}
          </Text>
          {!section.isCurrent && (
            <Alert color="yellow" icon={<IconAlertCircle />}>
              This text is from an earlier version of the contract; a newer one has been published since.
            </Alert>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>
            {section.text}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
