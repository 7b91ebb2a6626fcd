import { Anchor, Group, Image, Modal, Stack, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { LIMITS } from '@union/rules/constants';
import { ImageAdder } from '@/components/ImageAdder';
import { useState } from 'react';
import { type JournalImage, useFetchJournalEntry } from '../../api/useJournal';
import { uploadEntryImage } from '../../api/uploadEntryImage';

/** Thumbnails that open full size; with `canAdd`, an Add Photo button that uploads with progress. */
export function EntryPhotos({ entryId, images, canAdd }: { entryId: string; images: readonly JournalImage[]; canAdd: boolean }) {
  const mobile = useMediaQuery('(max-width: 48em)');
  const fetchEntry = useFetchJournalEntry();
  const [open, setOpen] = useState<JournalImage | null>(null);
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
      {canAdd && (
        <ImageAdder
          count={images.length}
          max={LIMITS.imagesPerJournalEntry}
          label="Add Photo"
          noun="photos"
          upload={(file, onProgress) => uploadEntryImage(entryId, file, onProgress)}
          onAdded={() => fetchEntry(entryId)}
          onFailed={(message) => notifications.show({ color: 'red', title: 'Upload Failed', message })}
        />
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
