import { graphql } from '@/gql';

/** The departments the steward directory knows: a member's own department is picked among them (or typed). */
export const DepartmentsDocument = graphql(`
  query Departments {
    departments
  }
`);
