import { graphql } from '@/gql';

export const AdminOverviewDocument = graphql(`
  query AdminOverview {
    adminOverview {
      members
      administrators
      activeStewards
      activeBulletins
      allowlistedEmails
      activeAllowlistedEmails
    }
  }
`);
