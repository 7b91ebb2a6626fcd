import { notifications } from '@mantine/notifications';
import { endedTheSession, errorCode, errorMessage, fieldErrors } from '@/lib/errors';

/**
 * Runs one change to a case (or to the procedure) and says how it went in a toast: the success in plain words, or the server's reason.
 * Answers the server's per-field messages for the form (empty when none), or undefined once saved. A session that
 * ended shows no toast: the sign-in screen already says so.
 */
export async function saveCaseChange(
  run: () => Promise<unknown>,
  done: { title: string; message: string },
  failed = 'The case could not be changed. Please try again.',
): Promise<Record<string, string> | undefined> {
  try {
    await run();
    notifications.show({ color: 'green', title: done.title, message: done.message });
    return undefined;
  } catch (error) {
    if (endedTheSession(error)) return {};
    notifications.show({
      color: 'red',
      title: 'Not saved',
      message: errorMessage(error, failed),
    });
    return errorCode(error) === 'BAD_USER_INPUT' ? fieldErrors(error) : {};
  }
}
