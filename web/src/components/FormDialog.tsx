import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormDialogProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  saving: boolean;
  submitLabel: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** The admin tools' create/edit dialogs: a form in a modal, with Cancel and the submit button at the bottom. */
export function FormDialog({ opened, title, size, saving, submitLabel, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
