import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CaseQueueItem } from '../../api/useCases';
import { stepNameOf } from '../../lib/steps';
import { GrievanceStatusBadge } from '@/components/GrievanceStatusBadge';
import { DeadlineLine } from '../DeadlineLine/DeadlineLine';

interface Props {
  items: readonly CaseQueueItem[];
  /** The procedure's step names, in order. */
  stepNames: readonly string[];
  today: string;
  /** A phone: one card per case; wider: one table row per case. */
  compact: boolean;
}

function CaseLink({ item }: { item: CaseQueueItem }) {
  return (
    <Anchor component={Link} to={`/cases/${item.grievance.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
      {item.grievance.title}
    </Anchor>
  );
}

const stewardName = (item: CaseQueueItem) => item.steward?.name ?? 'Unassigned';

function CaseCard({ item, stepNames, today }: Omit<Props, 'items' | 'compact'> & { item: CaseQueueItem }) {
  const { grievance } = item;
  return (
    <Card withBorder radius="md" p="sm" component="li" data-testid="case-row">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <CaseLink item={item} />
          <GrievanceStatusBadge status={grievance.status} />
        </Group>
        <Text size="sm">
          {item.member.name}
          {item.member.employeeNumber ? ` · #${item.member.employeeNumber}` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {stepNameOf(grievance.currentStep, stepNames)} · {stewardName(item)}
        </Text>
        <DeadlineLine deadline={grievance.nextDeadline} overdue={item.overdue} today={today} />
      </Stack>
    </Card>
  );
}

/** The cases of one page of the queue, in the server's order (overdue first, then by the next deadline). */
export function CaseQueueList({ items, stepNames, today, compact }: Props) {
  if (compact) {
    return (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cases">
        {items.map((item) => (
          <CaseCard key={item.grievance.id} item={item} stepNames={stepNames} today={today} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Cases">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Case</Table.Th>
            <Table.Th>Member</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Step</Table.Th>
            <Table.Th>Next deadline</Table.Th>
            <Table.Th>Steward</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.grievance.id} data-testid="case-row">
              <Table.Td maw={260}>
                <CaseLink item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.member.name}</Text>
                {item.member.employeeNumber && (
                  <Text size="xs" c="dimmed">
                    #{item.member.employeeNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <GrievanceStatusBadge status={item.grievance.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{stepNameOf(item.grievance.currentStep, stepNames)}</Text>
              </Table.Td>
              <Table.Td maw={320}>
                <DeadlineLine deadline={item.grievance.nextDeadline} overdue={item.overdue} today={today} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={item.steward ? undefined : 'dimmed'}>
                  {stewardName(item)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
