import { Button, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconClockPlus,
  IconFileArrowRight,
  IconHandGrab,
  IconMessageReply,
  IconProgressCheck,
  IconUserShare,
} from '@tabler/icons-react';
import { isCaseOpen } from '@union/rules/caseActions';
import { describeDeadline } from '@union/rules/cases';
import { useState } from 'react';
import {
  useAssignableStewards,
  useAssignCase,
  useChangeCaseStatus,
  useRecordCaseStep,
  useSetCaseDates,
  type CaseDetail,
} from '../../api/useCases';
import { saveCaseChange } from '../../lib/saveCaseChange';
import { AssignDialog } from '../AssignDialog/AssignDialog';
import { CaseDatesDialog } from '../CaseDatesDialog/CaseDatesDialog';
import { type CaseStepAction, CaseStepDialog } from '../CaseStepDialog/CaseStepDialog';
import { CaseStatusDialog, statusMoves } from '../CaseStatusDialog/CaseStatusDialog';

interface Props {
  detail: CaseDetail;
  /** The reader is an officer: they assign and reassign. */
  officer: boolean;
  /** The reader's user id: a steward takes a case for themself. */
  meId: string;
  today: string;
}

type Dialog = 'assign' | 'dates' | 'status' | CaseStepAction | null;

/**
 * What the reader may do with the case now, and nothing else: take it (a steward, while unassigned); assign or
 * reassign it (officers); and, for whoever works it, correct the incident dates, file the next step or appeal, record
 * the company's answer or an agreed extension, and change its status.
 */
export function CaseActions({ detail, officer, meId, today }: Props) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [assign, assignState] = useAssignCase();
  const [changeStatus, statusState] = useChangeCaseStatus();
  const [recordStep, stepState] = useRecordCaseStep();
  const [setDates, datesState] = useSetCaseDates();
  const { stewards } = useAssignableStewards(!officer);
  const { grievance, canTake, canWork, steps, procedureSteps } = detail;
  const id = grievance.id;
  const open = isCaseOpen(grievance);
  const current = steps.at(-1) ?? null;
  const nextIndex = current ? current.stepIndex + 1 : 0;
  const nextStepName = procedureSteps[nextIndex];
  const canFile = open && canWork && (!current || !!current.answeredOn) && nextStepName !== undefined;
  const canAnswer = open && canWork && !!current && !current.answeredOn;
  const canExtend = open && canWork && !!grievance.nextDeadline;
  const moves = canWork ? statusMoves(grievance.status) : [];
  const close = () => setDialog(null);
  const closeAfter = (errors: Record<string, string> | undefined) => {
    if (!errors) close();
    return errors;
  };

  const take = () =>
    saveCaseChange(() => assign({ variables: { id, stewardUserId: meId } }), {
      title: 'Case Taken',
      message: 'You are now the steward on this case. The member can see who is working it.',
    });

  const actions = [
    canTake && open && (
      <Button key="take" leftSection={<IconHandGrab size={16} />} loading={assignState.loading && dialog === null} onClick={take}>
        Take Case
      </Button>
    ),
    officer && open && (
      <Button key="assign" variant="light" leftSection={<IconUserShare size={16} />} onClick={() => setDialog('assign')}>
        {detail.steward ? 'Reassign' : 'Assign'}
      </Button>
    ),
    canFile && (
      <Button key="file" leftSection={<IconFileArrowRight size={16} />} onClick={() => setDialog('file')}>
        {nextIndex === 0 ? `File ${nextStepName}` : `Appeal to ${nextStepName}`}
      </Button>
    ),
    canAnswer && (
      <Button key="answer" leftSection={<IconMessageReply size={16} />} onClick={() => setDialog('answer')}>
        Record Company's Answer
      </Button>
    ),
    canExtend && (
      <Button key="extend" variant="light" leftSection={<IconClockPlus size={16} />} onClick={() => setDialog('extend')}>
        Record Agreed Extension
      </Button>
    ),
    open && canWork && (
      <Button key="dates" variant="light" leftSection={<IconCalendarEvent size={16} />} onClick={() => setDialog('dates')}>
        Correct Incident Dates
      </Button>
    ),
    moves.length > 0 && (
      <Button key="status" variant="default" leftSection={<IconProgressCheck size={16} />} onClick={() => setDialog('status')}>
        {grievance.status === 'resolved' ? 'Reopen or Close' : 'Change Status'}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      {actions.length > 0 ? (
        <Stack gap="xs">{actions}</Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {open ? 'Only the steward assigned to this case or an officer can work it.' : 'This case is closed: nothing more can be done.'}
        </Text>
      )}

      {dialog === 'assign' && (
        <AssignDialog
          opened
          current={detail.steward}
          stewards={stewards}
          saving={assignState.loading}
          onClose={close}
          onSubmit={async (stewardUserId) =>
            closeAfter(
              await saveCaseChange(() => assign({ variables: { id, stewardUserId } }), {
                title: stewardUserId ? 'Case Assigned' : 'Case Unassigned',
                message: stewardUserId
                  ? `${stewards.find((s) => s.userId === stewardUserId)?.name ?? 'The steward'} is now working this case.`
                  : 'The case is back in the unassigned queue.',
              }),
            )
          }
        />
      )}
      {dialog === 'dates' && (
        <CaseDatesDialog
          opened
          initial={{ incidentOn: grievance.incidentOn ?? '', knowledgeOn: grievance.knowledgeOn ?? '' }}
          today={today}
          saving={datesState.loading}
          onClose={close}
          onSubmit={async (dates) =>
            closeAfter(
              await saveCaseChange(() => setDates({ variables: { id, ...dates } }), {
                title: 'Dates Corrected',
                message: 'The next deadline has been worked out again from the new dates.',
              }),
            )
          }
        />
      )}
      {(dialog === 'file' || dialog === 'answer' || dialog === 'extend') && (
        <CaseStepDialog
          opened
          action={dialog}
          stepName={
            dialog === 'file'
              ? (nextStepName ?? '')
              : dialog === 'answer'
                ? (current?.stepName ?? '')
                : (grievance.nextDeadline?.stepName ?? '')
          }
          firstStep={nextIndex === 0}
          runningDeadline={grievance.nextDeadline ? describeDeadline(grievance.nextDeadline, today) : undefined}
          today={today}
          saving={stepState.loading}
          onClose={close}
          onSubmit={async (input) =>
            closeAfter(
              await saveCaseChange(
                () => recordStep({ variables: { id, input } }),
                {
                  file: { title: 'Step Filed', message: `${nextStepName} is recorded as filed with the company.` },
                  answer: { title: 'Answer Recorded', message: "The company's answer is recorded; the next deadline is worked out again." },
                  extend: { title: 'Extension Recorded', message: 'The deadline now falls on the agreed day.' },
                }[input.action],
              ),
            )
          }
        />
      )}
      {dialog === 'status' && (
        <CaseStatusDialog
          opened
          status={grievance.status}
          saving={statusState.loading}
          onClose={close}
          onSubmit={async (input) =>
            closeAfter(
              await saveCaseChange(() => changeStatus({ variables: { id, input } }), {
                title: 'Status Changed',
                message: 'The member sees the new status in their case history.',
              }),
            )
          }
        />
      )}
    </>
  );
}
