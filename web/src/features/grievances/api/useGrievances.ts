import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { evictRootFields } from '@/lib/apollo';
import type { CaseEventFieldsFragment, GrievanceFieldsFragment, GrievanceImageFieldsFragment } from '@/gql/graphql';
import {
  AddGrievanceNoteDocument,
  CaseEventFieldsFragment as CaseEventFieldsDocument,
  GrievanceImagesDocument,
  GrievancesDocument,
  SubmitGrievanceDocument,
  UpdateGrievanceImageDocument,
  WithdrawCaseDocument,
  WithdrawGrievanceDocument,
} from './grievances.graphql';

export type Grievance = GrievanceFieldsFragment;
export type GrievanceImage = GrievanceImageFieldsFragment;
export type CaseEvent = CaseEventFieldsFragment;

/** The member's own grievances, newest first; read from the server on each visit (a conversion may have added one). */
export function useGrievances() {
  const { data, loading, error } = useQuery(GrievancesDocument, { fetchPolicy: 'cache-and-network' });
  return { grievances: data?.grievances ?? [], loading: loading && !data, error: data ? undefined : error };
}

/** One grievance's images, read when its Images list opens. */
export function useGrievanceImages(grievanceId: string) {
  const { data, loading, error } = useQuery(GrievanceImagesDocument, { variables: { grievanceId }, fetchPolicy: 'cache-and-network' });
  return { images: data?.grievanceImages ?? [], loading: loading && !data, error: data ? undefined : error };
}

/** Reads the shown grievances and image lists again (after an image was added, so its count follows). */
export function useRefetchGrievances() {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [GrievancesDocument, GrievanceImagesDocument] });
}

export function useSubmitGrievance() {
  return useMutation(SubmitGrievanceDocument);
}

/**
 * Withdraws a draft; the list is read again without it. Its journal entry is released on the server, so the cached
 * journal is dropped too (the journal reads it afresh next time, editable again).
 */
export function useWithdrawGrievance() {
  return useMutation(WithdrawGrievanceDocument, {
    refetchQueries: [GrievancesDocument],
    awaitRefetchQueries: true,
    update: evictRootFields('journalEntries', 'journalEntry'),
  });
}

export function useUpdateGrievanceImage() {
  return useMutation(UpdateGrievanceImageDocument);
}

/** The member's note on their open case: it joins the end of the case's shared history as the server recorded it. */
export function useAddGrievanceNote(grievanceId: string) {
  return useMutation(AddGrievanceNoteDocument, {
    update(cache, { data }) {
      const added = data?.addGrievanceNote;
      if (!added) return;
      const ref = cache.writeFragment({ fragment: CaseEventFieldsDocument, data: added });
      cache.modify({
        id: cache.identify({ __typename: 'Grievance', id: grievanceId }),
        fields: { sharedHistory: (existing) => (Array.isArray(existing) ? [...existing, ref] : [ref]) },
      });
    },
  });
}

/** Withdraws an open case: the answer is the grievance resolved as withdrawn, with its history, and replaces the card's. */
export function useWithdrawCase() {
  return useMutation(WithdrawCaseDocument);
}
