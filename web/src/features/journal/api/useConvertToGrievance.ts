import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { AnalyzeForGrievanceDocument, CreateGrievanceDocument } from './convertToGrievance.graphql';
import { JournalEntryDocument } from './journal.graphql';

/** Asks which contract articles an incident may have violated; rejects when the analysis cannot be had. */
export function useAnalyzeForGrievance() {
  const [mutate] = useMutation(AnalyzeForGrievanceDocument);
  return useCallback(
    async (journalContent: string) => {
      const { data } = await mutate({ variables: { journalContent } });
      if (!data) throw new Error('No analysis');
      return data.analyzeForGrievance.suggestedArticles;
    },
    [mutate],
  );
}

/**
 * Creates the grievance from an entry, then reads the entry again: it comes back converted (the Grievance badge and
 * the read-only banner on its card).
 */
export function useCreateGrievance(entryId: string) {
  return useMutation(CreateGrievanceDocument, {
    refetchQueries: [{ query: JournalEntryDocument, variables: { id: entryId } }],
    awaitRefetchQueries: true,
  });
}
