import { notifications } from '@mantine/notifications';

/**
 * The meetings' toasts: the close button has a name, and the message is in the body text colour (Mantine's dimmed
 * description is under 4.5:1 on a toast).
 */
export function notify(toast: { title: string; message: string }, color?: string) {
  notifications.show({
    ...toast,
    color,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
