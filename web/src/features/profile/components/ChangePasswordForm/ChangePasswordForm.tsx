import { Button, Card, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema } from '@union/rules/tokens';
import { z } from 'zod';
import { errorCode, errorMessage, fieldErrors } from '@/lib/errors';
import { zodValidate } from '@/lib/zodForm';
import { useChangePassword } from '../../api/useAccessTokens';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

// The server's rules, and the confirmation only this form has.
const formSchema = changePasswordSchema
  .extend({ confirmNewPassword: z.string() })
  .refine((values) => values.confirmNewPassword === values.newPassword, {
    path: ['confirmNewPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
    when: () => true,
  });

export function ChangePasswordForm() {
  const [changePassword, { loading }] = useChangePassword();
  const form = useForm({
    initialValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
    validate: zodValidate(formSchema),
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
      form.reset();
      notifications.show({
        color: 'green',
        title: 'Password changed',
        message: 'You are signed out everywhere else, and your access tokens are revoked.',
      });
    } catch (error) {
      const fields = errorCode(error) === 'BAD_USER_INPUT' ? fieldErrors(error) : {};
      if (fields.currentPassword || fields.newPassword) form.setErrors(fields);
      else notifications.show({ color: 'red', title: 'Password not changed', message: errorMessage(error, 'Please try again.') });
    }
  });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="change-password-title">
      <Title order={2} fz="lg" mb="xs" id="change-password-title">
        Change Password
      </Title>
      <Text size="sm" c="dimmed" mb="md" id="change-password-help">
        Changing your password signs you out everywhere else and revokes all your access tokens.
      </Text>
      <form onSubmit={submit} noValidate aria-describedby="change-password-help">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput label="Current password" required autoComplete="current-password" {...form.getInputProps('currentPassword')} />
            <PasswordInput label="New password" required autoComplete="new-password" {...form.getInputProps('newPassword')} />
            <PasswordInput
              label="Confirm new password"
              required
              autoComplete="new-password"
              {...form.getInputProps('confirmNewPassword')}
            />
          </SimpleGrid>
          <Button type="submit" loading={loading} loaderProps={{ type: 'dots' }} style={{ alignSelf: 'flex-start' }}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
