import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isCaseOpen } from '@union/rules/caseActions';
import { CASE_OUTCOME_LABELS, describeDeadline, isOverdue } from '@union/rules/cases';
import type { ReactNode } from 'react';
import { ContactButtons } from '@/components/ContactButtons';
import type { Grievance } from '../../api/useGrievances';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

const Words = ({ children }: { children: ReactNode }) => (
  <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
    {children}
  </Text>
);

/** The step a case stands at; a step the server could not name is still counted for the member (0 is Step 1). */
function stepWords(grievance: Grievance): string {
  if (grievance.currentStepName) return grievance.currentStepName;
  if (grievance.currentStep === null || grievance.currentStep === undefined) return 'Not yet filed with the company';
  return `Step ${grievance.currentStep + 1}`;
}

/**
 * Where the member's submitted grievance stands: how it ended (once resolved), the step it is at, the next time limit
 * in plain words (marked once it has passed) and the steward working it, with Call and Email.
 * `today` is the member's own calendar day (YYYY-MM-DD): time limits are counted in days, not hours.
 */
export function CaseFacts({ grievance, today }: { grievance: Grievance; today: string }) {
  const open = isCaseOpen(grievance);
  const deadline = grievance.nextDeadline;
  const overdue = deadline ? isOverdue(deadline.dueOn, today) : false;
  const steward = grievance.steward;
  return (
    <Stack gap="sm" data-testid="case-facts">
      {grievance.outcome && (
        <Fact label="Outcome">
          <Words>{CASE_OUTCOME_LABELS[grievance.outcome]}</Words>
          {grievance.remedy && (
            <Words>
              <Text span fw={600} size="sm">
                Remedy:
              </Text>{' '}
              {grievance.remedy}
            </Words>
          )}
        </Fact>
      )}
      {/* One column on a phone; side by side where the card is wide enough for the steward's two buttons. */}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" verticalSpacing="sm">
        <Fact label="Step">
          <Words>{stepWords(grievance)}</Words>
        </Fact>
        {deadline && (
          <Fact label="Next deadline">
            <Stack gap={4} align="flex-start" data-testid="case-deadline" data-overdue={overdue || undefined}>
              {overdue && (
                <Badge color="red" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                  Overdue
                </Badge>
              )}
              <Text size="sm" c={overdue ? 'var(--mantine-color-error)' : undefined} fw={overdue ? 600 : undefined}>
                {describeDeadline(deadline, today)}
              </Text>
            </Stack>
          </Fact>
        )}
        {(steward || open) && (
          <Fact label="Your steward">
            {steward ? (
              <Stack gap="xs">
                <Words>
                  {steward.name}
                  {steward.position && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      · {steward.position}
                    </Text>
                  )}
                </Words>
                <ContactButtons name={steward.name} phoneNumber={steward.phoneNumber} email={steward.email} />
              </Stack>
            ) : (
              <Words>Waiting for a steward</Words>
            )}
          </Fact>
        )}
      </SimpleGrid>
    </Stack>
  );
}
