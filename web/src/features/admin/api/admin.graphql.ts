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

export const RepresentationRightsFieldsFragment = graphql(`
  fragment RepresentationRightsFields on RepresentationRights {
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
`);

export const AdminRepresentationDocument = graphql(`
  query AdminRepresentation {
    representationRights {
      ...RepresentationRightsFields
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
      ...RepresentationRightsFields
    }
  }
`);

export const ClearRepresentationDocument = graphql(`
  mutation ClearRepresentation {
    clearRepresentationProvision {
      ...RepresentationRightsFields
    }
  }
`);
