// The rest of Mantine's styles (the selects, popovers, alerts and grids here): the sign-in page had only its own.
import '@/lib/mantineStyles.css';
import {
  Alert,
  Button,
  Collapse,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { registrationSchema } from '@union/rules/users';
import { IconChevronDown, IconChevronRight, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { EmploymentStatus } from '@/gql/signed-out/graphql';
import { requestErrorMessage } from '@/lib/sessionClient';
import { zodValidate } from '@/lib/zodForm';
import { useRegister } from '../../api/signIn';

const OPTIONAL_DATES = [
  ['badgeRenewalDate', 'Badge renewal date'],
  ['intlBadgeRenewalDate', 'International badge renewal date'],
  ['lastHearingTestDate', 'Last hearing test date'],
  ['pushbackTrainingDate', 'Pushback training date'],
  ['wideBodyTrainingDate', 'Wide-body training date'],
] as const;

const detailsSchema = registrationSchema.omit({ username: true });

export function RegisterForm() {
  const [register, { loading }] = useRegister();
  const [showOptional, setShowOptional] = useState(false);
  // The username is held apart from the rest of the form and checked on its own.
  const [username, setUsername] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      firstName: '',
      lastName: '',
      personalEmail: '',
      employeeNumber: '',
      employmentStatus: '' as string,
      hireDate: '',
      password: '',
      badgeRenewalDate: '',
      intlBadgeRenewalDate: '',
      lastHearingTestDate: '',
      pushbackTrainingDate: '',
      wideBodyTrainingDate: '',
      miniBio: '',
    },
    validate: zodValidate(detailsSchema),
  });

  // The username is checked on every submit, with the other fields' errors, not only once they are all valid.
  const usernameMissing = () => {
    if (username.trim()) {
      setUsernameError(null);
      return false;
    }
    setUsernameError('Username is required');
    notifications.show({ color: 'red', title: 'Username Required', message: 'Please enter a username to continue.' });
    return true;
  };

  const submit = form.onSubmit(async (values) => {
    if (usernameMissing()) return;
    const optional = (v: string) => (v.trim() ? v.trim() : null);
    try {
      const user = await register({
        username: username.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        personalEmail: values.personalEmail.trim(),
        employeeNumber: values.employeeNumber.trim(),
        employmentStatus: values.employmentStatus as EmploymentStatus,
        hireDate: values.hireDate,
        password: values.password,
        badgeRenewalDate: optional(values.badgeRenewalDate),
        intlBadgeRenewalDate: optional(values.intlBadgeRenewalDate),
        lastHearingTestDate: optional(values.lastHearingTestDate),
        pushbackTrainingDate: optional(values.pushbackTrainingDate),
        wideBodyTrainingDate: optional(values.wideBodyTrainingDate),
        miniBio: optional(values.miniBio),
      });
      if (!user) {
        notifications.show({
          color: 'red',
          title: 'Registration Error',
          message: 'Account created but user data is missing. Please sign in.',
        });
        return;
      }
      notifications.show({
        color: 'green',
        title: 'Registration Successful',
        message: `Welcome, ${user.firstName}! Your account is ready.`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Registration Failed', message: requestErrorMessage(error, 'Failed to create account') });
    }
  }, usernameMissing);

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Alert variant="light" icon={<IconInfoCircle />} p="xs">
          <Text size="sm">
            Registration is open to members whose email the union has added to its list. Use the email you gave the local.
          </Text>
        </Alert>
        <TextInput
          label="Username"
          description="You will sign in with this"
          autoComplete="username"
          autoCapitalize="none"
          required
          value={username}
          error={usernameError}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Personal email" type="email" required autoComplete="email" {...form.getInputProps('personalEmail')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Employee number" required {...form.getInputProps('employeeNumber')} />
          <TextInput label="Hire date" type="date" required {...form.getInputProps('hireDate')} />
        </SimpleGrid>
        <Select
          label="Employment status"
          required
          placeholder="Select your status"
          data={[
            { value: 'full_time', label: 'Full-Time Employee' },
            { value: 'part_time', label: 'Part-Time Employee' },
          ]}
          {...form.getInputProps('employmentStatus')}
        />
        <PasswordInput
          label="Password"
          description="At least 8 characters"
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
        <UnstyledButton onClick={() => setShowOptional((v) => !v)} aria-expanded={showOptional}>
          <Group gap={4}>
            {showOptional ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text size="sm" fw={500}>
              Optional: training and badge dates, short bio
            </Text>
          </Group>
        </UnstyledButton>
        <Collapse expanded={showOptional}>
          <Stack>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {OPTIONAL_DATES.map(([name, label]) => (
                <TextInput key={name} label={label} type="date" {...form.getInputProps(name)} />
              ))}
            </SimpleGrid>
            <Textarea label="Short bio" autosize minRows={2} maxRows={5} {...form.getInputProps('miniBio')} />
          </Stack>
        </Collapse>
        <Button type="submit" loading={loading} fullWidth>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
