import { Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { ALLOWED_IMAGE_MIME_TYPES } from '@union/rules/constants';
import { imageFileProblem } from '@union/rules/journal';
import { useState } from 'react';

interface ImageAdderProps {
  /** Images the record holds now, and how many it may hold. */
  count: number;
  max: number;
  /** The button's words ('Add Photo', 'Add Evidence') and what the counter counts ('photos', 'images'). */
  label: string;
  noun: string;
  upload(file: File, onProgress: (percent: number) => void): Promise<unknown>;
  /** After a successful upload (refetch what shows the images). */
  onAdded(): Promise<unknown> | undefined;
  /** After a failed upload, with the message shown inline. */
  onFailed?(message: string): void;
}

/**
 * Adds one image at a time to a record that holds at most `max`: the client's checks (type, size, count) inline in red before anything
 * is sent, then the upload with its progress. Hidden once the record is full.
 */
export function ImageAdder({ count, max, label, noun, upload, onAdded, onFailed }: ImageAdderProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const add = async (file: File | null) => {
    if (!file) return;
    const message = imageFileProblem(file, count, max);
    setProblem(message);
    if (message) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
      await onAdded();
    } catch (error) {
      const text = error instanceof Error ? error.message : 'The image could not be uploaded.';
      setProblem(text);
      onFailed?.(text);
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      {count < max && (
        <Group gap="xs">
          <FileButton onChange={(file) => void add(file)} accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} />} loading={progress !== null}>
                {label}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {count}/{max} {noun} · JPEG, PNG or WebP, up to 10MB
          </Text>
        </Group>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" animated />}
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
