import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format';
import type { Grievance } from '../../api/useGrievances';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

const Body = ({ children }: { children: ReactNode }) => (
  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);

/** View Details: the full description, contract violation, witness information and AI analysis. */
export function GrievanceDetails({ grievance }: { grievance: Grievance }) {
  const witness = [
    grievance.witnessName,
    grievance.witnessEmployeeNumber && `Employee #${grievance.witnessEmployeeNumber}`,
    grievance.witnessPhone,
    grievance.witnessEmail,
  ].filter(Boolean);
  return (
    <Stack gap="sm" data-testid="grievance-details">
      <Section title="Description">
        <Body>{grievance.description}</Body>
      </Section>
      <Section title="Contract Violation">
        <Body>{grievance.contractViolation}</Body>
      </Section>
      {grievance.category && (
        <Section title="Category">
          <Body>{grievance.category.name}</Body>
        </Section>
      )}
      <Section title="Witness Information">
        {witness.length > 0 ? (
          <Body>{witness.join(' · ')}</Body>
        ) : (
          <Text size="sm" c="dimmed">
            No witness recorded.
          </Text>
        )}
      </Section>
      <Section title="AI Analysis">
        {grievance.aiAssistance ? (
          <Body>{grievance.aiAssistance}</Body>
        ) : (
          <Text size="sm" c="dimmed">
            No AI suggestions were used.
          </Text>
        )}
      </Section>
      {grievance.submittedAt && (
        <Text size="xs" c="dimmed">
          Submitted {formatDateTime(grievance.submittedAt)}
        </Text>
      )}
    </Stack>
  );
}
