import { Anchor, Button, FileButton, Group, Image, Modal, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink, IconPhotoPlus } from '@tabler/icons-react';
import { ALLOWED_IMAGE_MIME_TYPES, LIMITS } from '@union/rules/constants';
import { imageFileProblem } from '@union/rules/journal';
import { useState } from 'react';
import { type JournalImage, useFetchJournalEntry } from '../../api/useJournal';
import { uploadEntryImage } from '../../api/uploadEntryImage';

/** Thumbnails that open full size; with `canAdd`, an Add Photo button that uploads with progress. */
export function EntryPhotos({ entryId, images, canAdd }: { entryId: string; images: readonly JournalImage[]; canAdd: boolean }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const fetchEntry = useFetchJournalEntry();
  const [open, setOpen] = useState<JournalImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const addPhoto = async (file: File | null) => {
    if (!file) return;
    const message = imageFileProblem(file, images.length);
    setProblem(message);
    if (message) return;
    setProgress(0);
    try {
      await uploadEntryImage(entryId, file, setProgress);
      await fetchEntry(entryId);
    } catch (error) {
      const text = error instanceof Error ? error.message : 'The image could not be uploaded.';
      setProblem(text);
      notifications.show({ color: 'red', title: 'Upload Failed', message: text });
    } finally {
      setProgress(null);
    }
  };

  if (images.length === 0 && !canAdd) return null;
  return (
    <Stack gap="xs">
      {images.length > 0 && (
        <Group component="ul" gap="xs" aria-label="Supporting photos" m={0} p={0} style={{ listStyle: 'none' }}>
          {[...images]
            .sort((a, b) => a.order - b.order)
            .map((image) => (
              <li key={image.id}>
                <UnstyledButton onClick={() => setOpen(image)} aria-label={`Open photo ${image.originalFileName} full size`}>
                  <Image src={image.url} alt={image.originalFileName} w={84} h={84} radius="sm" fit="cover" loading="lazy" />
                </UnstyledButton>
              </li>
            ))}
        </Group>
      )}
      {canAdd && images.length < LIMITS.imagesPerJournalEntry && (
        <Group gap="xs">
          <FileButton onChange={(file) => void addPhoto(file)} accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} />} loading={progress !== null}>
                Add Photo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {images.length}/{LIMITS.imagesPerJournalEntry} photos · JPEG, PNG or WebP, up to 10MB
          </Text>
        </Group>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" animated />}
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.originalFileName}
        size="xl"
        fullScreen={mobile}
        centered
        closeButtonProps={{ 'aria-label': 'Close photo' }}
      >
        {open && (
          <Stack>
            <Image src={open.url} alt={open.originalFileName} fit="contain" mah="75vh" />
            <Group justify="flex-end">
              <Anchor href={open.url} target="_blank" rel="noopener" size="sm">
                <Group gap={4}>
                  <IconExternalLink size={14} /> Open in new tab
                </Group>
              </Anchor>
              <Anchor href={`${open.url}?download=1`} size="sm">
                <Group gap={4}>
                  <IconDownload size={14} /> Download
                </Group>
              </Anchor>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
