import { Alert, Blockquote, Button, Card, Checkbox, Group, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { representationProvisionSchema } from '@union/rules/representation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorMessage } from '@/lib/errors';
import { zodValidate } from '@/lib/zodForm';
import { useAdminRepresentation, useClearRepresentation, useConfirmRepresentation } from '../../api/useAdmin';

const DECLINING_LABEL = 'It lets a member decline to go on until the representative arrives';

/**
 * The local's representation rights: the labour-law regime (the server's LABOR_LAW) and the agreement's provision,
 * which an officer confirms from the contract engine's proposals. What members are told follows from both.
 */
export function RepresentationSettings() {
  const { data, loading, error } = useAdminRepresentation();
  const [confirm, confirming] = useConfirmRepresentation();
  const [clear, clearing] = useClearRepresentation();
  const rights = data?.representationRights;
  const proposals = data?.representationProposals ?? [];
  const form = useForm({
    initialValues: { reference: '', allowsDeclining: false, sectionId: null as string | null },
    validate: zodValidate(representationProvisionSchema),
  });
  const confirmed = rights?.provision;
  // The form starts from what is confirmed, once it is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the confirmed provision itself changes
  useEffect(() => {
    if (confirmed)
      form.setValues({
        reference: confirmed.reference,
        allowsDeclining: confirmed.allowsDeclining,
        sectionId: confirmed.sectionId ?? null,
      });
  }, [confirmed?.reference, confirmed?.allowsDeclining, confirmed?.sectionId]);

  const submit = form.onSubmit(async (values) => {
    try {
      await confirm({
        variables: { input: { reference: values.reference.trim(), allowsDeclining: values.allowsDeclining, sectionId: values.sectionId } },
      });
      notifications.show({ color: 'green', title: 'Provision Confirmed', message: 'Members are now told what this provision grants.' });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(e, 'Failed to confirm the provision') });
    }
  });
  const withdraw = async () => {
    try {
      await clear();
      form.setValues({ reference: '', allowsDeclining: false, sectionId: null });
      notifications.show({
        color: 'green',
        title: 'Provision Withdrawn',
        message: 'Members are no longer told a provision grants representation.',
      });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(e, 'Failed to withdraw the provision') });
    }
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="representation-settings">
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="representation-settings">
            Representation rights
          </Title>
          <Text size="sm" c="dimmed">
            What members are told to say when called into a meeting that could lead to discipline.
          </Text>
        </div>
        {error && !rights ? (
          <Alert color="red" icon={<IconAlertCircle />} title="Error">
            Unable to load the representation settings. Please try again.
          </Alert>
        ) : !rights ? (
          <Text size="sm" c="dimmed" role="status">
            {loading ? 'Loading...' : ''}
          </Text>
        ) : (
          <>
            <Text size="sm">
              <Text span fw={600}>
                Labour law:
              </Text>{' '}
              {rights.laborLawLabel}{' '}
              <Text span c="dimmed">
                (the server's LABOR_LAW setting)
              </Text>
            </Text>
            <Text size="sm" data-testid="confirmed-provision">
              <Text span fw={600}>
                Provision:
              </Text>{' '}
              {confirmed
                ? `${confirmed.reference}, confirmed${confirmed.allowsDeclining ? '; it lets a member decline to go on until the representative arrives' : ''}.`
                : 'none confirmed. Members are told to ask for a steward, have the request noted, answer truthfully and contact a steward right after.'}
            </Text>
            <div>
              <Text size="sm" fw={600} mb={4}>
                Members are told to say
              </Text>
              <Blockquote color="union" p="sm" fz="sm" data-testid="admin-words-to-say">
                {rights.script.words}
              </Blockquote>
            </div>
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                {proposals.length > 0 && (
                  <Radio.Group
                    label="The contract engine proposes"
                    description="Pick the section that grants representation, then check it in the contract before confirming."
                    value={form.values.sectionId ?? ''}
                    onChange={(sectionId) => {
                      const picked = proposals.find((p) => p.sectionId === sectionId);
                      form.setValues({ sectionId, reference: picked?.reference ?? form.values.reference });
                    }}
                  >
                    <Stack gap={6} mt={6}>
                      {proposals.map((p) => (
                        <Radio key={p.sectionId} value={p.sectionId} label={p.reference} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
                <TextInput
                  label="Provision as members will see it cited"
                  placeholder="Article 15, Section 15.3"
                  required
                  {...form.getInputProps('reference')}
                  onChange={(e) => form.setValues({ reference: e.currentTarget.value, sectionId: null })}
                />
                <Checkbox label={DECLINING_LABEL} {...form.getInputProps('allowsDeclining', { type: 'checkbox' })} />
                <Group gap="xs">
                  <Button type="submit" loading={confirming.loading}>
                    Confirm provision
                  </Button>
                  {confirmed && (
                    <Button variant="subtle" color="red" onClick={withdraw} loading={clearing.loading}>
                      Withdraw
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Card>
  );
}
