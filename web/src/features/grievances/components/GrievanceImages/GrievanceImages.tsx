import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LIMITS } from '@union/rules/constants';
import { ImageAdder } from '@/components/ImageAdder';
import { useGrievanceImages, useRefetchGrievances } from '../../api/useGrievances';
import { uploadGrievanceImage } from '../../api/uploadGrievanceImage';
import { GrievanceImageItem } from '../GrievanceImageItem/GrievanceImageItem';

/**
 * The Images list of a grievance. Evidence can be added (at most 5) while it is a draft or its case is still open;
 * captions can be edited only on a draft (once submitted, what the union received stays as it was).
 */
export function GrievanceImages({ grievanceId, editable, canAdd }: { grievanceId: string; editable: boolean; canAdd: boolean }) {
  const { images, loading, error } = useGrievanceImages(grievanceId);
  const refetch = useRefetchGrievances();
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
      {canAdd && images.length >= LIMITS.imagesPerGrievance && (
        <Text size="sm" c="var(--mantine-color-error)">
          Maximum {LIMITS.imagesPerGrievance} images allowed
        </Text>
      )}
      {canAdd && (
        <ImageAdder
          count={images.length}
          max={LIMITS.imagesPerGrievance}
          label="Add Evidence"
          noun="images"
          upload={(file, onProgress) => uploadGrievanceImage(grievanceId, file, onProgress)}
          onAdded={refetch}
        />
      )}
    </Stack>
  );
}
