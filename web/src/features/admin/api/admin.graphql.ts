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

export const AdminRepresentationDocument = graphql(`
  query AdminRepresentation {
    representationRights {
      laborLaw
      laborLawLabel
      provision {
        reference
        allowsDeclining
        sectionId
        confirmedAt
      }
      script {
        kind
        basis
        words
        steps
      }
    }
    representationProposals {
      reference
      sectionId
    }
  }
`);

export const ConfirmRepresentationDocument = graphql(`
  mutation ConfirmRepresentation($input: RepresentationProvisionInput!) {
    confirmRepresentationProvision(input: $input) {
      laborLaw
      provision {
        reference
        allowsDeclining
        sectionId
        confirmedAt
      }
      script {
        kind
        basis
        words
        steps
      }
    }
  }
`);

export const ClearRepresentationDocument = graphql(`
  mutation ClearRepresentation {
    clearRepresentationProvision {
      laborLaw
      provision {
        reference
      }
      script {
        kind
        basis
        words
        steps
      }
    }
  }
`);
