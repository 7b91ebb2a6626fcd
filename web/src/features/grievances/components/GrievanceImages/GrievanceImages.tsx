import { Alert, Button, FileButton, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPhotoPlus } from '@tabler/icons-react';
import { ALLOWED_IMAGE_MIME_TYPES, LIMITS } from '@union/rules/constants';
import { imageFileProblem } from '@union/rules/journal';
import { useState } from 'react';
import { useGrievanceImages, useRefetchGrievances } from '../../api/useGrievances';
import { uploadGrievanceImage } from '../../api/uploadGrievanceImage';
import { GrievanceImageItem } from '../GrievanceImageItem/GrievanceImageItem';

/** The Images list of a grievance (SPEC section 2); while it is a draft, evidence can be added (at most 5). */
export function GrievanceImages({ grievanceId, editable }: { grievanceId: string; editable: boolean }) {
  const { images, loading, error } = useGrievanceImages(grievanceId);
  const refetch = useRefetchGrievances();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const add = async (file: File | null) => {
    if (!file) return;
    // SPEC 5's client check: the count first, then the type and the size; inline, in red.
    const message = imageFileProblem(file, images.length, LIMITS.imagesPerGrievance);
    setProblem(message);
    if (message) return;
    setProgress(0);
    try {
      await uploadGrievanceImage(grievanceId, file, setProgress);
      await refetch();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The image could not be uploaded.');
    } finally {
      setProgress(null);
    }
  };

  if (loading) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Loading images...
        </Text>
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} py="xs">
        Failed to fetch images
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          No images yet.
        </Text>
      ) : (
        <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Grievance images">
          {images.map((image) => (
            <GrievanceImageItem key={image.id} image={image} editable={editable} />
          ))}
        </Stack>
      )}
      {editable && images.length >= LIMITS.imagesPerGrievance && (
        <Text size="sm" c="var(--mantine-color-error)">
          Maximum {LIMITS.imagesPerGrievance} images allowed
        </Text>
      )}
      {editable && images.length < LIMITS.imagesPerGrievance && (
        <Group gap="xs">
          <FileButton onChange={(file) => void add(file)} accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconPhotoPlus size={14} />} loading={progress !== null}>
                Add Evidence
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {images.length}/{LIMITS.imagesPerGrievance} images · JPEG, PNG or WebP, up to 10MB
          </Text>
        </Group>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Upload progress" animated />}
      {problem && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
