import { graphql } from '@/gql';

// Member accounts as administrators manage them (/admin/members, Members tab).
export const MemberRowFieldsFragment = graphql(`
  fragment MemberRowFields on Member {
    id
    username
    firstName
    lastName
    employeeNumber
    isAdmin
    isSuperAdmin
    isSteward
    isActive
    department
    steward {
      id
      name
      department
    }
  }
`);

export const MembersDocument = graphql(`
  query Members($search: String, $status: MemberStatus, $role: MemberRole, $department: String, $first: Int, $after: String) {
    members(search: $search, status: $status, role: $role, department: $department, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MemberRowFields
        }
      }
    }
  }
`);

export const MemberChangeFieldsFragment = graphql(`
  fragment MemberChangeFields on MemberChangeRecord {
    id
    at
    actor {
      firstName
      lastName
    }
    changes {
      field
      from
      to
    }
  }
`);

export const MemberDetailsFieldsFragment = graphql(`
  fragment MemberDetailsFields on MemberDetails {
    id
    username
    firstName
    lastName
    employeeNumber
    employmentStatus
    personalEmail
    phoneNumber
    hireDate
    createdAt
    department
    isAdmin
    isSuperAdmin
    isSteward
    isActive
    stewardId
    steward {
      id
      name
      position
      department
    }
    changes {
      ...MemberChangeFields
    }
    olderChangesCursor
  }
`);

// The older part of a member's history, a page at a time (the member's own query holds the newest page).
export const MemberChangesDocument = graphql(`
  query MemberChanges($id: ID!, $first: Int, $after: String) {
    memberChanges(id: $id, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MemberChangeFields
        }
      }
    }
  }
`);

export const MemberDocument = graphql(`
  query Member($id: ID!) {
    member(id: $id) {
      ...MemberDetailsFields
    }
  }
`);

export const UpdateMemberDocument = graphql(`
  mutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {
    updateMember(id: $id, input: $input) {
      ...MemberDetailsFields
    }
  }
`);
