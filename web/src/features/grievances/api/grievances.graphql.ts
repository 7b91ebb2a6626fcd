import { graphql } from '@/gql';

export const GrievanceImageFieldsFragment = graphql(`
  fragment GrievanceImageFields on GrievanceImage {
    id
    grievanceId
    fileName
    originalFileName
    fileSize
    mimeType
    caption
    imageType
    order
    uploadedAt
    url
  }
`);

export const CaseEventFieldsFragment = graphql(`
  fragment CaseEventFields on CaseEvent {
    id
    seq
    kind
    summary
    text
    actorName
    at
  }
`);

export const GrievanceFieldsFragment = graphql(`
  fragment GrievanceFields on Grievance {
    id
    title
    description
    contractViolation
    status
    journalEntryId
    category {
      id
      name
    }
    witnessName
    witnessEmployeeNumber
    witnessPhone
    witnessEmail
    location
    aiAssistance
    submittedAt
    createdAt
    updatedAt
    pdfUrl
    images {
      ...GrievanceImageFields
    }
    currentStep
    currentStepName
    outcome
    remedy
    resolvedAt
    nextDeadline {
      kind
      party
      stepIndex
      stepName
      dueOn
      extended
    }
    steward {
      userId
      name
      position
      phoneNumber
      email
    }
    sharedHistory {
      ...CaseEventFields
    }
  }
`);

export const GrievancesDocument = graphql(`
  query Grievances {
    grievances {
      ...GrievanceFields
    }
  }
`);

export const GrievanceImagesDocument = graphql(`
  query GrievanceImages($grievanceId: ID!) {
    grievanceImages(grievanceId: $grievanceId) {
      ...GrievanceImageFields
    }
  }
`);

export const SubmitGrievanceDocument = graphql(`
  mutation SubmitGrievance($id: ID!) {
    submitGrievance(id: $id) {
      ...GrievanceFields
    }
  }
`);

export const WithdrawGrievanceDocument = graphql(`
  mutation WithdrawGrievance($id: ID!) {
    withdrawGrievance(id: $id)
  }
`);

export const UpdateGrievanceImageDocument = graphql(`
  mutation UpdateGrievanceImage($id: ID!, $caption: String) {
    updateGrievanceImage(id: $id, caption: $caption) {
      ...GrievanceImageFields
    }
  }
`);

export const AddGrievanceNoteDocument = graphql(`
  mutation AddGrievanceNote($grievanceId: ID!, $text: String!) {
    addGrievanceNote(grievanceId: $grievanceId, text: $text) {
      ...CaseEventFields
    }
  }
`);

export const WithdrawCaseDocument = graphql(`
  mutation WithdrawCase($grievanceId: ID!, $reason: String) {
    withdrawCase(grievanceId: $grievanceId, reason: $reason) {
      ...GrievanceFields
    }
  }
`);
