import { ActionIcon, Alert, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MEETING_ROLE_LABELS, MEETING_ROLES, type MeetingRoleValue } from '../../lib/messages';
import { MAX_MEETING_PARTICIPANTS, type WizardParticipant } from '../../lib/wizardState';

export interface DirectorySteward {
  id: string;
  name: string;
  position: string;
}

interface Props {
  participants: WizardParticipant[];
  stewards: readonly DirectorySteward[];
  onAdd: (participant: WizardParticipant) => void;
  onRemove: (index: number) => void;
}

const roleOptions = MEETING_ROLES.map((value) => ({ value, label: MEETING_ROLE_LABELS[value] }));

/** Step 1: who is in the room; at least one to go on; a steward from the directory in one step. */
export function ParticipantsStep({ participants, stewards, onAdd, onRemove }: Props) {
  const [name, setName] = useState('');
  const [employeeNumber, setEmployeeNumber] = useState('');
  const [role, setRole] = useState<MeetingRoleValue>('manager');
  const full = participants.length >= MAX_MEETING_PARTICIPANTS;

  const add = () => {
    if (!name.trim()) return;
    onAdd({ name, employeeNumber, role });
    setName('');
    setEmployeeNumber('');
  };

  const addSteward = (id: string | null) => {
    const steward = stewards.find((s) => s.id === id);
    if (steward) onAdd({ name: steward.name, employeeNumber: '', role: 'shop_steward' });
  };

  return (
    <Stack gap="md">
      <Text size="sm">Add everyone in the meeting: managers, supervisors, coworkers and your shop steward.</Text>
      {!full && (
        <Card withBorder radius="md" p="sm">
          <form
            onSubmit={(e) => {
              e.preventDefault();
              add();
            }}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} autoComplete="off" />
              <TextInput
                label="Employee Number"
                placeholder="Optional"
                value={employeeNumber}
                onChange={(e) => setEmployeeNumber(e.currentTarget.value)}
                autoComplete="off"
              />
              <Select
                label="Role"
                data={roleOptions}
                value={role}
                onChange={(v) => v && setRole(v as MeetingRoleValue)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true, zIndex: 400 }}
              />
            </SimpleGrid>
            <Group mt="sm" gap="sm" align="flex-end">
              <Button type="submit" leftSection={<IconUserPlus size={16} aria-hidden />} disabled={!name.trim()}>
                Add Participant
              </Button>
              {stewards.length > 0 && (
                <Select
                  label="Add a steward from the directory"
                  placeholder="Choose a steward"
                  data={stewards.map((s) => ({ value: s.id, label: `${s.name} (${s.position})` }))}
                  value={null}
                  onChange={addSteward}
                  searchable
                  miw={220}
                  style={{ flex: 1 }}
                  comboboxProps={{ withinPortal: true, zIndex: 400 }}
                />
              )}
            </Group>
          </form>
        </Card>
      )}
      {full && <Alert color="yellow">Maximum of {MAX_MEETING_PARTICIPANTS} participants reached</Alert>}
      {participants.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-participants">
          Add at least one participant to continue.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Participants">
          {participants.map((p, i) => (
            <Card component="li" key={`${p.name}-${i}`} withBorder radius="sm" p="xs">
              <Group justify="space-between" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {p.name}
                  </Text>
                  <Group gap={6}>
                    <Badge size="sm" variant="light">
                      {MEETING_ROLE_LABELS[p.role]}
                    </Badge>
                    {p.employeeNumber && (
                      <Text size="xs" c="dimmed">
                        #{p.employeeNumber}
                      </Text>
                    )}
                  </Group>
                </div>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${p.name}`} onClick={() => onRemove(i)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
