import { Autocomplete, Button, Card, Loader, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DEPARTMENT_MAX, profileSchema } from '@union/rules/users';
import type { EmploymentStatus } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useDepartments } from '@/lib/departments';
import { zodValidate } from '@/lib/zodForm';
import type { CurrentUser } from '@/lib/session';
import { useUpdateProfile } from '../../api/useUpdateProfile';

export function EditProfileForm({ user }: { user: CurrentUser }) {
  const [update, { loading }] = useUpdateProfile();
  const departments = useDepartments();
  const form = useForm({
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      employeeNumber: user.employeeNumber,
      personalEmail: user.personalEmail,
      phoneNumber: user.phoneNumber ?? '',
      employmentStatus: user.employmentStatus as string,
      department: user.department ?? '',
    },
    validate: zodValidate(profileSchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await update({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            employeeNumber: values.employeeNumber.trim(),
            personalEmail: values.personalEmail.trim(),
            phoneNumber: values.phoneNumber.trim() || null,
            employmentStatus: values.employmentStatus as EmploymentStatus,
            department: values.department.trim() || null,
          },
        },
      });
      form.resetDirty();
      notifications.show({ color: 'green', title: 'Profile Updated', message: 'Your profile has been updated successfully.' });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Update Failed', message: errorMessage(error, 'Failed to update profile') });
    }
  });

  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Edit Profile
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
            <TextInput label="Employee number" required {...form.getInputProps('employeeNumber')} />
            <TextInput label="Email address" type="email" required autoComplete="email" {...form.getInputProps('personalEmail')} />
            <TextInput
              label="Phone number"
              type="tel"
              autoComplete="tel"
              placeholder="(817) 555-0100"
              {...form.getInputProps('phoneNumber')}
            />
            <Select
              label="Employment status"
              required
              allowDeselect={false}
              data={[
                { value: 'full_time', label: 'Full-Time Employee' },
                { value: 'part_time', label: 'Part-Time Employee' },
              ]}
              {...form.getInputProps('employmentStatus')}
            />
            {/* The directory's departments as suggestions; a department it does not list may be typed. */}
            <Autocomplete
              label="Department"
              description="Choose yours, or type it if it is not listed"
              placeholder="e.g. Ramp"
              data={departments}
              maxLength={DEPARTMENT_MAX}
              autoComplete="off"
              {...form.getInputProps('department')}
            />
          </SimpleGrid>
          {/* Not Button's `loading`: its spinner covers the label, and 'Saving...' is what the member reads. */}
          <Button
            type="submit"
            disabled={loading}
            leftSection={loading ? <Loader size="xs" type="dots" color="currentColor" /> : undefined}
            style={{ alignSelf: 'flex-start' }}
          >
            {loading ? 'Saving...' : 'Save Changes'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
