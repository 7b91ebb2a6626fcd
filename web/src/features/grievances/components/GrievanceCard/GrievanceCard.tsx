import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconChevronUp,
  IconClock,
  IconFileTypePdf,
  IconHistory,
  IconMapPin,
  IconPhoto,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { isCaseOpen } from '@union/rules/caseActions';
import { isGrievanceEditable } from '@union/rules/grievances';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatRelative, todayIsoDate } from '@/lib/format';
import { type Grievance, useSubmitGrievance, useWithdrawGrievance } from '../../api/useGrievances';
import { CaseFacts } from '../CaseFacts/CaseFacts';
import { CaseReply } from '../CaseReply/CaseReply';
import { CaseTimeline } from '../CaseTimeline/CaseTimeline';
import { GrievanceDetails } from '../GrievanceDetails/GrievanceDetails';
import { GrievanceImages } from '../GrievanceImages/GrievanceImages';
import { GrievanceStatusBadge } from '@/components/GrievanceStatusBadge';
import { WithdrawCaseDialog } from '../WithdrawCaseDialog/WithdrawCaseDialog';

/** The PDF prints its dates in the member's own time zone (the server's default is UTC). */
const pdfHref = (url: string) => `${url}?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;

const Preview = ({ label, text }: { label: string; text: string }) => (
  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
    <Text span fw={600} size="sm">
      {label}:
    </Text>{' '}
    {text}
  </Text>
);

/** A show/hide toggle of the card: says whether its panel is open, and names the panel while it is shown. */
function PanelToggle({
  open,
  onToggle,
  panelId,
  icon,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={icon}
      rightSection={open ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
    >
      {children}
    </Button>
  );
}

/**
 * One grievance under My Grievances, with its details and images. A draft offers Submit and Withdraw; a submitted one
 * shows where its case stands and its shared history, and while the case is open takes a note, evidence, or its
 * withdrawal.
 */
export function GrievanceCard({ grievance, initiallyOpen = false }: { grievance: Grievance; initiallyOpen?: boolean }) {
  const [detailsOpen, setDetailsOpen] = useState(initiallyOpen);
  const [imagesOpen, setImagesOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [withdrawingCase, setWithdrawingCase] = useState(false);
  const [submit, { loading: submitting }] = useSubmitGrievance();
  const [withdraw, { loading: withdrawing }] = useWithdrawGrievance();
  const draft = isGrievanceEditable(grievance);
  const open = isCaseOpen(grievance);
  const detailsId = `grievance-${grievance.id}-details`;
  const imagesId = `grievance-${grievance.id}-images`;
  const historyId = `grievance-${grievance.id}-history`;

  const doSubmit = async () => {
    try {
      await submit({ variables: { id: grievance.id } });
      notifications.show({ color: 'green', title: 'Grievance Submitted', message: `"${grievance.title}" was submitted.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, 'Failed to submit grievance. Please try again.') });
    }
  };

  const doWithdraw = async () => {
    try {
      await withdraw({ variables: { id: grievance.id } });
      setConfirmWithdraw(false);
      notifications.show({ color: 'green', title: 'Grievance Withdrawn', message: `"${grievance.title}" was withdrawn.` });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Error', message: errorMessage(error, 'Failed to withdraw grievance. Please try again.') });
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={`Grievance: ${grievance.title}`} data-testid="grievance-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {grievance.title}
          </Title>
          <GrievanceStatusBadge status={grievance.status} />
        </Group>
        <Group gap="md" style={{ rowGap: 4 }} c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconClock size={15} aria-hidden />
            <Text size="sm" title={formatDateTime(grievance.createdAt)}>
              Created {formatRelative(grievance.createdAt)}
            </Text>
          </Group>
          {grievance.location && (
            <Group gap={4} wrap="nowrap" miw={0}>
              <IconMapPin size={15} aria-hidden />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {grievance.location}
              </Text>
            </Group>
          )}
        </Group>
        <Preview label="Description" text={grievance.description} />
        <Preview label="Contract Violation" text={grievance.contractViolation} />
        {!draft && (
          <>
            <Divider />
            <CaseFacts grievance={grievance} today={todayIsoDate()} />
          </>
        )}
        <Group gap="xs">
          <PanelToggle open={detailsOpen} onToggle={() => setDetailsOpen((o) => !o)} panelId={detailsId}>
            {detailsOpen ? 'Hide Details' : 'View Details'}
          </PanelToggle>
          <PanelToggle open={imagesOpen} onToggle={() => setImagesOpen((o) => !o)} panelId={imagesId} icon={<IconPhoto size={14} />}>
            Images ({grievance.images.length})
          </PanelToggle>
          {!draft && (
            <PanelToggle open={historyOpen} onToggle={() => setHistoryOpen((o) => !o)} panelId={historyId} icon={<IconHistory size={14} />}>
              Case history ({grievance.sharedHistory.length})
            </PanelToggle>
          )}
          <Button size="xs" variant="default" component="a" href={pdfHref(grievance.pdfUrl)} leftSection={<IconFileTypePdf size={14} />}>
            Download PDF
          </Button>
        </Group>
        {detailsOpen && (
          <div id={detailsId}>
            <Divider mb="sm" />
            <GrievanceDetails grievance={grievance} />
          </div>
        )}
        {imagesOpen && (
          <div id={imagesId}>
            <Divider mb="sm" />
            <GrievanceImages grievanceId={grievance.id} editable={draft} canAdd={draft || open} />
          </div>
        )}
        {historyOpen && (
          <div id={historyId}>
            <Divider mb="sm" />
            <CaseTimeline events={grievance.sharedHistory} />
          </div>
        )}
        {open && (
          <>
            <Divider />
            <CaseReply grievanceId={grievance.id} />
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="dimmed">
                Your case is open: you can still add evidence under Images, or withdraw it.
              </Text>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setWithdrawingCase(true)}
              >
                Withdraw Grievance
              </Button>
            </Group>
          </>
        )}
        {draft && (
          <>
            <Divider />
            <Group gap="xs" justify="space-between">
              <Text size="xs" c="dimmed">
                A draft: you can still add evidence and captions. Once submitted it can no longer be changed.
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setConfirmWithdraw(true)}
                >
                  Withdraw
                </Button>
                <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => void doSubmit()} loading={submitting}>
                  Submit
                </Button>
              </Group>
            </Group>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmWithdraw}
        title="Withdraw this grievance?"
        confirmLabel="Withdraw"
        loading={withdrawing}
        onConfirm={() => void doWithdraw()}
        onClose={() => setConfirmWithdraw(false)}
      >
        The draft "{grievance.title}" and its evidence images will be deleted.
        {grievance.journalEntryId &&
          " The journal entry it came from and that entry's photos stay in your Workplace Journal, where you can edit the entry and convert it again."}
      </ConfirmDialog>
      {open && <WithdrawCaseDialog grievance={grievance} opened={withdrawingCase} onClose={() => setWithdrawingCase(false)} />}
    </Card>
  );
}
