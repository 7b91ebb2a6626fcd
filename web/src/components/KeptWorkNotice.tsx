import { Alert, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';

/**
 * Said over a form that comes back with what the member typed before they were signed out or the page closed
 * (lib/keptWork.ts): it is not saved yet, and chosen photos must be chosen again (files are not kept).
 */
export function KeptWorkNotice({ action, photos = [] }: { action: string; photos?: readonly string[] }) {
  return (
    <Alert color="orange" variant="light" icon={<IconDeviceFloppy size={18} />} title="Not saved yet">
      <Text size="sm">This was kept on this device when you were signed out or the page closed. Check it and press {action}.</Text>
      {photos.length > 0 && (
        <Text size="sm" mt={4}>
          Photos cannot be kept on the device: choose {photos.length === 1 ? 'this photo' : 'these photos'} again: {photos.join(', ')}.
        </Text>
      )}
    </Alert>
  );
}
