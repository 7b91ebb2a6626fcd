import { Alert, Anchor, Badge, Box, Card, Grid, Image, SimpleGrid, Skeleton, Spoiler, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { CASE_OUTCOME_LABELS, formatDay, isOverdue } from '@union/rules/cases';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ContactButtons } from '@/components/ContactButtons';
import { PageHeader } from '@/components/PageHeader';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { type CaseContact, type CaseDetail, useAddCaseNote, useCase, useCaseHistoryCheck } from './api/useCases';
import { CaseActions } from './components/CaseActions/CaseActions';
import { CaseHistory } from './components/CaseHistory/CaseHistory';
import { GrievanceStatusBadge } from '@/components/GrievanceStatusBadge';
import { DeadlineLine } from './components/DeadlineLine/DeadlineLine';
import { NoteForm } from './components/NoteForm/NoteForm';
import { saveCaseChange } from './lib/saveCaseChange';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title} data-testid={testId}>
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** One labelled fact; nothing at all when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </div>
  );
}

function Person({ person, title }: { person: CaseContact; title: string }) {
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600}>{person.name}</Text>
        <Text size="sm" c="dimmed">
          {[person.position ?? title, person.employeeNumber && `Employee #${person.employeeNumber}`].filter(Boolean).join(' · ')}
        </Text>
        {person.phoneNumber && <Text size="sm">{person.phoneNumber}</Text>}
        {person.email && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {person.email}
          </Text>
        )}
      </div>
      <ContactButtons name={person.name} phoneNumber={person.phoneNumber} email={person.email} />
    </Stack>
  );
}

/** Officers: whether the case's history is as it was written, or the first entry that does not hold. */
function HistoryCheckBadge({ id }: { id: string }) {
  const { data } = useCaseHistoryCheck(id, false);
  const check = data?.caseHistoryCheck;
  if (!check) return null;
  return check.intact ? (
    <Badge color="green" variant="light" size="lg" leftSection={<IconShieldCheck size={14} aria-hidden />} tt="none">
      History intact
    </Badge>
  ) : (
    <Badge
      color="red"
      variant="filled"
      size="lg"
      leftSection={<IconShieldX size={14} aria-hidden />}
      tt="none"
      title={check.problem ?? undefined}
    >
      History broken at entry {check.brokenAt}
    </Badge>
  );
}

/** One labelled value of a step; on a phone the labels sit above their values, on a wide screen side by side. */
function StepFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The steps filed, one block each, so that every date and answer can be read whole on a 375 px phone (a table there
 * cut the dates off at the screen's edge).
 */
function StepsList({ steps }: { steps: CaseDetail['steps'] }) {
  if (steps.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No step has been filed with the company yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ol" aria-label="Steps filed" p={0} m={0} style={{ listStyle: 'none' }}>
      {steps.map((step) => (
        <Box
          component="li"
          key={step.id}
          data-testid="case-step"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)' }}
        >
          <Text fw={600} size="sm" mb={4}>
            {step.stepName}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
            <StepFact label="Filed">{formatDay(step.filedOn)}</StepFact>
            <StepFact label="Answer received">{step.answeredOn ? formatDay(step.answeredOn) : 'Waiting'}</StepFact>
            {step.extendedTo && (
              <StepFact label="Extended to">
                {formatDay(step.extendedTo)}
                {step.extensionNote ? `: ${step.extensionNote}` : ''}
              </StepFact>
            )}
          </SimpleGrid>
          {step.answer && (
            <Box mt={6}>
              <StepFact label="Company's answer">{step.answer}</StepFact>
            </Box>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function CaseView({ detail, officer, meId }: { detail: CaseDetail; officer: boolean; meId: string }) {
  const [addNote, noteState] = useAddCaseNote();
  // The local's day, from the server: filing and answering dates are checked against it, whatever this device's clock.
  const { today } = detail;
  const { grievance, member, steward, evidence, journalEntry } = detail;
  const deadline = grievance.nextDeadline;
  const witnesses = journalEntry?.participants ?? [];
  return (
    <>
      <PageHeader
        title={grievance.title}
        badge={<GrievanceStatusBadge status={grievance.status} />}
        description={`${member.name}${grievance.submittedAt ? ` · submitted ${formatDate(grievance.submittedAt)}` : ''}`}
        actions={officer ? <HistoryCheckBadge id={grievance.id} /> : undefined}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="md">
            <Section title="Next deadline">
              <DeadlineLine deadline={deadline} overdue={!!deadline && isOverdue(deadline.dueOn, today)} today={today} size="md" />
              {grievance.outcome && (
                <Stack gap={4} mt="sm">
                  <Fact label="Outcome">{CASE_OUTCOME_LABELS[grievance.outcome]}</Fact>
                  <Fact label="Remedy">{grievance.remedy}</Fact>
                </Stack>
              )}
            </Section>
            <Section title="Actions">
              <CaseActions detail={detail} officer={officer} meId={meId} today={today} />
            </Section>
            <Section title="Member">
              <Person person={member} title="Member" />
            </Section>
            <Section title="Steward">
              {steward ? (
                <Person person={steward} title="Steward" />
              ) : (
                <Text size="sm" c="dimmed">
                  Unassigned
                </Text>
              )}
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="md">
            <Section title="Grievance">
              <Stack gap="sm">
                <Fact label="Description">{grievance.description}</Fact>
                <Fact label="Contract violation">{grievance.contractViolation}</Fact>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <Fact label="Incident on">{grievance.incidentOn ? formatDay(grievance.incidentOn) : null}</Fact>
                  <Fact label="Learnt of on">{grievance.knowledgeOn ? formatDay(grievance.knowledgeOn) : null}</Fact>
                  <Fact label="Location">{grievance.location}</Fact>
                  <Fact label="Category">{grievance.category?.name}</Fact>
                </SimpleGrid>
                {grievance.witnessName && (
                  <Fact label="Witness">
                    {[
                      grievance.witnessName,
                      grievance.witnessEmployeeNumber && `#${grievance.witnessEmployeeNumber}`,
                      grievance.witnessPhone,
                      grievance.witnessEmail,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Fact>
                )}
                {grievance.aiAssistance && (
                  <Fact label="AI analysis the member saw">
                    <Spoiler maxHeight={96} showLabel="Show all" hideLabel="Show less">
                      {grievance.aiAssistance}
                    </Spoiler>
                  </Fact>
                )}
              </Stack>
            </Section>
            <Section title="Evidence">
              {evidence.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No evidence attached.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                  {evidence.map((item) => (
                    <Stack key={item.id} gap={4}>
                      <Anchor href={item.url} target="_blank" rel="noopener" aria-label={`Open ${item.originalFileName} in a new tab`}>
                        <Image src={item.url} alt={item.caption || item.originalFileName} h={120} fit="cover" radius="sm" loading="lazy" />
                      </Anchor>
                      <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                        {item.caption || item.originalFileName}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              )}
            </Section>
            {journalEntry && (
              <Section title="Journal entry">
                <Stack gap="sm">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                    <Fact label="Date">{formatDay(journalEntry.entryDate)}</Fact>
                    <Fact label="Event">{journalEntry.event.eventTitle}</Fact>
                    <Fact label="Shift">{journalEntry.shift}</Fact>
                    <Fact label="Job title">{journalEntry.jobTitle}</Fact>
                  </SimpleGrid>
                  <Fact label="Incident notes">{journalEntry.incidentNotes}</Fact>
                  <div>
                    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                      Witnesses
                    </Text>
                    {witnesses.length === 0 ? (
                      <Text size="sm" c="dimmed">
                        None recorded.
                      </Text>
                    ) : (
                      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                        {witnesses.map((w) => (
                          <Text key={w.id} size="sm" component="li">
                            {[w.name, w.jobTitle, w.employeeNumber && `#${w.employeeNumber}`].filter(Boolean).join(' · ')}
                            {w.notes ? `: ${w.notes}` : ''}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </div>
                </Stack>
              </Section>
            )}
            <Section title="Steps">
              <StepsList steps={detail.steps} />
            </Section>
            <Section title="History" testId="case-history">
              <Stack gap="md">
                <CaseHistory events={detail.history} />
                {detail.canWork && (
                  <NoteForm
                    saving={noteState.loading}
                    onSubmit={(note) =>
                      saveCaseChange(() => addNote({ variables: { id: grievance.id, ...note } }), {
                        title: note.internal ? 'Internal Note Added' : 'Note Added',
                        message: note.internal
                          ? 'Only stewards and officers can read it.'
                          : 'The member can read it in their case history.',
                      })
                    }
                  />
                )}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/** One case on the Union Desk (/cases/:id): the grievance, its people, its steps and history, and what may be done. */
export function CasePage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useCase(id);
  const { user } = useCurrentUser();
  const officer = !!user && (user.isAdmin || user.isSuperAdmin);
  const back = (
    <Anchor component={Link} to="/cases" size="sm" mb="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden /> Case Queue
    </Anchor>
  );
  if (loading && !data) {
    return (
      <>
        {back}
        <Stack gap="md" aria-busy="true" aria-label="Loading the case">
          <Skeleton h={40} w="60%" />
          <Skeleton h={200} radius="md" />
          <Skeleton h={160} radius="md" />
        </Stack>
      </>
    );
  }
  if (!data?.case) {
    const missing = errorCode(error) === 'NOT_FOUND' || errorCode(error) === 'BAD_USER_INPUT';
    return (
      <>
        {back}
        <Alert color={missing ? 'orange' : 'red'} icon={<IconAlertCircle />} title={missing ? 'Case not found' : 'Unable to load the case'}>
          {missing
            ? 'This case does not exist, or it is assigned to another steward.'
            : 'The case could not be loaded. Check your connection and try again.'}
        </Alert>
      </>
    );
  }
  return (
    <>
      {back}
      <CaseView detail={data.case} officer={officer} meId={user?.id ?? ''} />
    </>
  );
}
