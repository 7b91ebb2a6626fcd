import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { requestErrorMessage } from '@/lib/sessionClient';
import { zodValidate } from '@/lib/zodForm';
import { useLogin } from '../../api/signIn';

// The shared rules (and zod with them) load when the form is first used, not with the page: the sign-in screen's
// first paint does not wait for them. They are asked for on the first focus, so they are here by the time of Sign In.
const loadRules = () => import('@union/rules/users');

export function SignInForm() {
  const [login, { loading }] = useLogin();
  const form = useForm({ initialValues: { username: '', password: '' } });

  const submit = form.onSubmit(async (values) => {
    const { loginSchema } = await loadRules();
    const errors = zodValidate(loginSchema)(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    try {
      const user = await login({ username: values.username.trim(), password: values.password });
      if (!user) {
        notifications.show({ color: 'red', title: 'Login Error', message: 'Login succeeded but user data is missing. Please try again.' });
        return;
      }
      notifications.show({ color: 'green', title: 'Welcome back', message: `Signed in as ${user.firstName} ${user.lastName}.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Login Failed', message: requestErrorMessage(error, 'Invalid username or password') });
    }
  });

  return (
    <form onSubmit={submit} onFocus={() => void loadRules()} noValidate>
      <Stack>
        <TextInput label="Username" autoComplete="username" autoCapitalize="none" {...form.getInputProps('username')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.getInputProps('password')} />
        <Button type="submit" loading={loading} fullWidth>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
