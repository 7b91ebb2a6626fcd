import { useMutation, useQuery } from '@apollo/client/react';
import type { MemberDetailsFieldsFragment, MemberRole, MemberRowFieldsFragment, MemberStatus } from '@/gql/graphql';
import { evictRootFields } from '@/lib/apollo';
import { MemberDocument, MembersDocument, UpdateMemberDocument } from './members.graphql';

export type MemberRow = MemberRowFieldsFragment;
export type MemberDetails = MemberDetailsFieldsFragment;

export interface MemberListFilters {
  search: string;
  status: MemberStatus | null;
  role: MemberRole | null;
  department: string | null;
}

/** One page of members at a time; `more` appends the next. */
export const MEMBERS_PAGE_SIZE = 25;

export function useMembers(filters: MemberListFilters) {
  const variables = {
    search: filters.search.trim() || null,
    status: filters.status,
    role: filters.role,
    department: filters.department,
    first: MEMBERS_PAGE_SIZE,
  };
  const query = useQuery(MembersDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const connection = query.data?.members;
  const more = () =>
    query.fetchMore({
      variables: { ...variables, after: connection?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        members: { ...fetchMoreResult.members, edges: [...previous.members.edges, ...fetchMoreResult.members.edges] },
      }),
    });
  return { ...query, members: connection?.edges.map((edge) => edge.node) ?? [], connection, more };
}

export const useMember = (id: string | null) =>
  useQuery(MemberDocument, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });

// A change shows in the list (roles, status, record) and in the overview's counts.
export const useUpdateMember = () => useMutation(UpdateMemberDocument, { update: evictRootFields('members', 'adminOverview') });
