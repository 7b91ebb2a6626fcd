import { Button, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { type GrievanceImage, useUpdateGrievanceImage } from '../../api/useGrievances';

const IMAGE_TYPE_LABELS: Record<string, string> = { evidence: 'Evidence', documentation: 'Documentation' };

/** Size in KB is the bytes divided by 1024, rounded. */
export const sizeInKb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
      <Text span c="dimmed" size="xs">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** One image of a grievance: its facts, View and Download, and its caption (editable while the grievance is a draft). */
export function GrievanceImageItem({ image, editable }: { image: GrievanceImage; editable: boolean }) {
  const [update, { loading }] = useUpdateGrievanceImage();
  const [caption, setCaption] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    try {
      await update({ variables: { id: image.id, caption: caption?.trim() || null } });
      setCaption(null);
      setProblem(null);
    } catch (error) {
      setProblem(errorMessage(error, 'The caption could not be saved. Please try again.'));
    }
  };

  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" data-testid="grievance-image">
      <Image
        src={image.url}
        alt={image.caption || image.originalFileName}
        w={72}
        h={72}
        radius="sm"
        fit="cover"
        loading="lazy"
        style={{ flexShrink: 0 }}
      />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {image.originalFileName}
        </Text>
        <Fact label="Type">{IMAGE_TYPE_LABELS[image.imageType] ?? image.imageType}</Fact>
        <Fact label="MIME type">{image.mimeType}</Fact>
        <Fact label="Size">{sizeInKb(image.fileSize)}</Fact>
        <Fact label="Uploaded">{formatDateTime(image.uploadedAt)}</Fact>
        {caption === null ? (
          image.caption && <Fact label="Caption">{image.caption}</Fact>
        ) : (
          <Group gap="xs" align="flex-end">
            <TextInput
              label="Caption"
              size="xs"
              value={caption}
              onChange={(e) => setCaption(e.currentTarget.value)}
              error={problem}
              style={{ flex: 1, minWidth: 160 }}
              data-autofocus
            />
            <Button size="xs" onClick={() => void save()} loading={loading}>
              Save
            </Button>
            <Button size="xs" variant="default" onClick={() => setCaption(null)} disabled={loading}>
              Cancel
            </Button>
          </Group>
        )}
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={image.url}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={14} />}
            aria-label={`View ${image.originalFileName}`}
          >
            View
          </Button>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={`${image.url}?download=1`}
            leftSection={<IconDownload size={14} />}
            aria-label={`Download ${image.originalFileName}`}
          >
            Download
          </Button>
          {editable && caption === null && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconEdit size={14} />}
              onClick={() => setCaption(image.caption ?? '')}
              aria-label={`Edit caption of ${image.originalFileName}`}
            >
              Edit caption
            </Button>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
