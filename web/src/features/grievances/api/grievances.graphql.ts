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
