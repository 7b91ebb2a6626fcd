import { notificationsStore, updateNotificationsState, useNotifications } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * One toast at a time. Mantine's limit queues the others behind the one on screen (eight 'Participant
 * added' toasts would hold an 'Auto-save Failed' back for 40 s); here the newest replaces the one shown instead.
 */
export function NewestToastWins() {
  const { queue } = useNotifications(notificationsStore);
  useEffect(() => {
    if (queue.length > 0) updateNotificationsState(notificationsStore, (all) => all.slice(-1));
  }, [queue]);
  return null;
}
