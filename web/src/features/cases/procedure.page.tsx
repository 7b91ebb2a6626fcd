import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageHeader } from '@/components/PageHeader';
import { useGrievanceProcedure, useUpdateGrievanceProcedure } from './api/useCases';
import { ProcedureForm } from './components/ProcedureForm/ProcedureForm';
import { saveCaseChange } from './lib/saveCaseChange';

/** Officers: the local's grievance procedure (/cases/procedure), which every case's deadlines are measured by. */
export function GrievanceProcedurePage() {
  const { data, loading, error } = useGrievanceProcedure();
  const [update, updateState] = useUpdateGrievanceProcedure();
  return (
    <>
      <PageHeader
        title="Grievance Procedure"
        description="The steps of the grievance procedure and the time limits the agreement sets for each. Saving works out every open case's next deadline again."
      />
      {loading && !data ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading the grievance procedure">
          <Skeleton h={120} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : !data ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Unable to load the grievance procedure">
          {error ? 'The procedure could not be loaded. Check your connection and try again.' : 'No procedure found.'}
        </Alert>
      ) : (
        <ProcedureForm
          procedure={data.grievanceProcedure}
          saving={updateState.loading}
          onSubmit={(input) =>
            saveCaseChange(
              () => update({ variables: { input: { ...input, holidays: [...input.holidays], steps: [...input.steps] } } }),
              {
                title: 'Procedure Saved',
                message: "Every open case's next deadline has been worked out again.",
              },
              'The procedure could not be saved. Please try again.',
            )
          }
        />
      )}
    </>
  );
}
