import { useMutation, useQuery } from '@apollo/client/react';
import {
  AdminOverviewDocument,
  AdminRepresentationDocument,
  ClearRepresentationDocument,
  ConfirmRepresentationDocument,
} from './admin.graphql';

export const useAdminOverview = () => useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });

// A confirmation changes what every member is told: the admin view is read again (proposals included).
const afterRepresentationWrite = { refetchQueries: [AdminRepresentationDocument] };
export const useAdminRepresentation = () => useQuery(AdminRepresentationDocument, { fetchPolicy: 'cache-and-network' });
export const useConfirmRepresentation = () => useMutation(ConfirmRepresentationDocument, afterRepresentationWrite);
export const useClearRepresentation = () => useMutation(ClearRepresentationDocument, afterRepresentationWrite);
