import { Alert, Button, Card, FileInput, Group, Progress, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { formatDate, formatDateTime } from '@/lib/format';
import { type ImportPreview as Preview, previewContractImport, publishContractImport } from './api/contractImport';
import { useContractOutline } from './api/useContract';
import { ImportPreview } from './components/ImportPreview/ImportPreview';

function CurrentContract() {
  const { documents, loading, error } = useContractOutline();
  if (loading) return <Skeleton h={90} />;
  if (error) return <Alert color="red">Unable to load the published contract.</Alert>;
  if (documents.length === 0) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle />} title="No contract published">
        The Contract Assistant has nothing to answer from until a contract is published.
      </Alert>
    );
  }
  const [first] = documents;
  return (
    <Stack gap={6} data-testid="current-contract">
      <Text size="sm">
        Version {first.version}, published {formatDateTime(first.createdAt)}
        {first.sourceFileName ? ` from ${first.sourceFileName}` : ''}
      </Text>
      {documents.map((d) => (
        <Text size="sm" key={d.id}>
          <b>{d.title}</b> - {d.sectionList.length} section(s)
          {d.effectiveDate ? `, effective ${formatDate(d.effectiveDate)}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** Admin Tools > Contract Import: upload, preview the parsed outline (nothing saved), then publish. */
export function AdminContractPage() {
  const outline = useContractOutline();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [title, setTitle] = useState('');
  const [effectiveDate, setEffectiveDate] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<'preview' | 'publish' | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    if (!chosen) return;
    setBusy('preview');
    setProgress(0);
    try {
      const result = await previewContractImport(chosen, setProgress);
      setPreview(result);
      const agreement = result.documents.find((d) => d.kind === 'agreement') ?? result.documents[0];
      setTitle(agreement?.title ?? '');
      setEffectiveDate(agreement?.effectiveDate ?? '');
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Import Failed',
        message: error instanceof Error ? error.message : 'Failed to read the contract file.',
      });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const publish = async () => {
    if (!file || !preview) return;
    setBusy('publish');
    setProgress(0);
    try {
      const docs = await publishContractImport(file, { title: title.trim(), effectiveDate }, setProgress);
      notifications.show({
        color: 'green',
        title: 'Contract Published',
        message: `Version ${docs[0]?.version ?? ''} is now what the Contract Assistant answers from.`,
      });
      setFile(null);
      setPreview(null);
      await outline.refetch();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Publish Failed',
        message: error instanceof Error ? error.message : 'Failed to publish the contract.',
      });
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Contract Import"
        description="Import the collective bargaining agreement (PDF, Markdown or plain text). Check the outline, then publish it: it replaces the current contract for the Contract Assistant."
      />
      <Stack gap="lg">
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb="sm">
            Published contract
          </Title>
          <CurrentContract />
        </Card>
        <Card withBorder radius="md" p="lg">
          <Title order={2} fz="lg" mb="sm">
            Import a new version
          </Title>
          <Stack gap="sm">
            <FileInput
              label="Contract file"
              description="Articles should start with headings such as 'ARTICLE 5 - HOURS OF SERVICE' or 'Article 5. Hours of Service'. At most 10 MB."
              placeholder="Choose a PDF, Markdown or text file"
              accept=".pdf,.md,.markdown,.txt,application/pdf,text/markdown,text/plain"
              leftSection={<IconFileUpload size={16} />}
              value={file}
              onChange={(f) => void choose(f)}
              disabled={busy !== null}
              clearable
              clearButtonProps={{ 'aria-label': 'Clear file' }}
            />
            {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
            {busy === 'preview' && (
              <Text size="sm" c="dimmed">
                Reading the contract...
              </Text>
            )}
            {preview && (
              <>
                <ImportPreview preview={preview} />
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label="Agreement title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} maxLength={300} />
                  <TextInput
                    label="Effective date"
                    type="date"
                    value={effectiveDate}
                    onChange={(e) => setEffectiveDate(e.currentTarget.value)}
                  />
                </SimpleGrid>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => void choose(null)} disabled={busy !== null}>
                    Cancel
                  </Button>
                  <Button onClick={() => void publish()} loading={busy === 'publish'}>
                    Publish
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
