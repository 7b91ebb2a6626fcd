import { Accordion, Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDate } from '@/lib/format';
import type { ImportPreview as Preview } from '../../api/contractImport';

const FORMAT_LABEL = { markdown: 'Markdown', text: 'Plain text', pdf: 'PDF' } as const;

/** The outline the importer found in a file: documents, articles and sections, before anything is saved. */
export function ImportPreview({ preview }: { preview: Preview }) {
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Group gap="xs">
        <Badge variant="light">{FORMAT_LABEL[preview.format]}</Badge>
        <Text size="sm">
          {preview.fileName}: {preview.documents.length} document(s), {preview.sectionCount} section(s)
        </Text>
      </Group>
      {preview.warnings.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle />} title="Check these before publishing">
          <Stack gap={2}>
            {preview.warnings.map((w) => (
              <Text size="sm" key={w}>
                {w}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Accordion variant="separated" multiple defaultValue={['0']}>
        {preview.documents.map((doc, i) => (
          <Accordion.Item key={`${doc.title}-${i}`} value={String(i)}>
            <Accordion.Control>
              <Stack gap={2}>
                <Group gap="xs">
                  <Badge size="sm" variant="light" color={doc.kind === 'agreement' ? 'union' : 'grape'}>
                    {doc.kind === 'agreement' ? 'Agreement' : 'Side letter'}
                  </Badge>
                  <Text fw={600} size="sm">
                    {doc.title}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {doc.kind === 'agreement' ? `${doc.articleCount} article(s), ` : ''}
                  {doc.sections.length} section(s)
                  {doc.effectiveDate ? ` - effective ${formatDate(doc.effectiveDate)}` : ' - no effective date found'}
                </Text>
              </Stack>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="xs">
                {doc.sections.map((s, j) => (
                  <Stack gap={0} key={`${s.reference}-${j}`} data-testid="preview-section">
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {s.reference}
                      </Text>
                      {s.subsections.length > 0 && (
                        <Text size="xs" c="dimmed">
                          {s.subsections.join(' ')}
                        </Text>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {s.excerpt}
                    </Text>
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
