import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { CaseDetailFieldsFragment, CaseQueueFilter, CaseQueueQuery } from '@/gql/graphql';
import { evictRootFields } from '@/lib/apollo';
import {
  AddCaseNoteDocument,
  AssignCaseDocument,
  CaseDocument,
  CaseHistoryCheckDocument,
  CaseQueueDocument,
  CaseStewardsDocument,
  ChangeCaseStatusDocument,
  GrievanceProcedureDocument,
  RecordCaseStepDocument,
  SetCaseDatesDocument,
  UpdateGrievanceProcedureDocument,
} from './cases.graphql';

export type CaseDetail = CaseDetailFieldsFragment;
export type CaseQueue = CaseQueueQuery['cases'];
export type CaseQueueItem = CaseQueue['items'][number];
export type CaseContact = CaseDetail['member'];
export type CaseEvent = CaseDetail['history'][number];

export const useCaseQueue = (filter: CaseQueueFilter) =>
  // The queue changes as others work cases: asked again on every visit, shown from the cache meanwhile.
  useQuery(CaseQueueDocument, { variables: { filter }, fetchPolicy: 'cache-and-network' });

export const useCase = (id: string) => useQuery(CaseDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** Officers: the active stewards a case may be assigned to, by name. */
export function useAssignableStewards(skip: boolean) {
  const { data, loading, error } = useQuery(CaseStewardsDocument, { skip, fetchPolicy: 'cache-and-network' });
  const stewards = (data?.members.edges ?? []).map(({ node }) => ({ userId: node.id, name: `${node.firstName} ${node.lastName}` }));
  return { stewards, loading: loading && !data, error };
}

export const useCaseHistoryCheck = (id: string, skip: boolean) =>
  useQuery(CaseHistoryCheckDocument, { variables: { id }, skip, fetchPolicy: 'network-only' });

/**
 * After a change to a case: the case on screen becomes the answer (every change answers the whole case), the queue
 * and its counts are asked again when next shown, and the history check runs again.
 */
function afterCaseChange(field: 'assignCase' | 'changeCaseStatus' | 'recordCaseStep' | 'setCaseDates' | 'addCaseNote') {
  return {
    update(cache: ApolloCache, { data }: { data?: Partial<Record<typeof field, CaseDetail>> | null }) {
      const detail = data?.[field];
      if (detail) cache.writeQuery({ query: CaseDocument, variables: { id: detail.grievance.id }, data: { case: detail } });
      evictRootFields('cases', 'caseHistoryCheck')(cache);
    },
  };
}

export const useAssignCase = () => useMutation(AssignCaseDocument, afterCaseChange('assignCase'));
export const useChangeCaseStatus = () => useMutation(ChangeCaseStatusDocument, afterCaseChange('changeCaseStatus'));
export const useRecordCaseStep = () => useMutation(RecordCaseStepDocument, afterCaseChange('recordCaseStep'));
export const useSetCaseDates = () => useMutation(SetCaseDatesDocument, afterCaseChange('setCaseDates'));
export const useAddCaseNote = () => useMutation(AddCaseNoteDocument, afterCaseChange('addCaseNote'));

export const useGrievanceProcedure = () => useQuery(GrievanceProcedureDocument, { fetchPolicy: 'cache-and-network' });
// Every open case's next deadline is worked out again by the server: the queue and the cases are asked again.
export const useUpdateGrievanceProcedure = () =>
  useMutation(UpdateGrievanceProcedureDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: GrievanceProcedureDocument, data: { grievanceProcedure: data.updateGrievanceProcedure } });
      evictRootFields('cases', 'case')(cache);
    },
  });
