import { useQuery } from '@apollo/client/react';
import { AdminOverviewDocument } from './admin.graphql';

export const useAdminOverview = () => useQuery(AdminOverviewDocument, { fetchPolicy: 'cache-and-network' });
