import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ContractSectionDocument } from '@/lib/contractSection.graphql';
import { formatDate } from '@/lib/format';

/**
 * A cited contract section's own text, so the member reads the contract itself rather than a summary of it. Opened
 * by the Contract Assistant's sources and by the grievance dialog's suggested articles.
 */
export function ContractSectionDrawer({ sectionId, onClose }: { sectionId: string | null; onClose: () => void }) {
  const { data, loading, error } = useQuery(ContractSectionDocument, { variables: { id: sectionId ?? '' }, skip: !sectionId });
  const section = data?.contractSection ?? null;
  return (
    <Drawer
      opened={sectionId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      // Above a dialog that opened it (the grievance form), not under it.
      zIndex={300}
      title={<Text fw={600}>Contract text</Text>}
      closeButtonProps={{ 'aria-label': 'Close contract text' }}
    >
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
