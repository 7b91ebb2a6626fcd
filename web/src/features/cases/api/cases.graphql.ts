import { graphql } from '@/gql';

export const DeskContactFieldsFragment = graphql(`
  fragment DeskContactFields on CaseContact {
    userId
    name
    phoneNumber
    email
    employeeNumber
    position
  }
`);

export const DeskDeadlineFieldsFragment = graphql(`
  fragment DeskDeadlineFields on NextDeadline {
    kind
    party
    stepIndex
    stepName
    dueOn
    extended
  }
`);

export const CaseQueueDocument = graphql(`
  query CaseQueue($filter: CaseQueueFilter) {
    cases(filter: $filter) {
      total
      unassigned
      procedureSteps
      today
      workload {
        openCases
        steward {
          ...DeskContactFields
        }
      }
      items {
        overdue
        grievance {
          id
          title
          status
          currentStep
          nextDeadline {
            ...DeskDeadlineFields
          }
        }
        member {
          ...DeskContactFields
        }
        steward {
          ...DeskContactFields
        }
      }
    }
  }
`);

// Officers assign a case to any active steward, including one with no open case yet (whom the workload leaves out).
export const CaseStewardsDocument = graphql(`
  query CaseStewards {
    members(role: steward, status: active, first: 100) {
      edges {
        node {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

export const DeskCaseEventFieldsFragment = graphql(`
  fragment DeskCaseEventFields on CaseEvent {
    id
    seq
    at
    actorName
    kind
    internal
    summary
    text
  }
`);

export const CaseDetailFieldsFragment = graphql(`
  fragment CaseDetailFields on CaseDetail {
    canWork
    canTake
    procedureSteps
    today
    grievance {
      id
      title
      description
      contractViolation
      location
      witnessName
      witnessEmployeeNumber
      witnessPhone
      witnessEmail
      aiAssistance
      status
      category {
        id
        name
      }
      submittedAt
      incidentOn
      knowledgeOn
      currentStep
      outcome
      remedy
      nextDeadline {
        ...DeskDeadlineFields
      }
    }
    member {
      ...DeskContactFields
    }
    steward {
      ...DeskContactFields
    }
    evidence {
      id
      originalFileName
      caption
      mimeType
      url
    }
    journalEntry {
      id
      entryDate
      shift
      jobTitle
      incidentNotes
      event {
        id
        eventTitle
      }
      participants {
        id
        name
        jobTitle
        employeeNumber
        notes
      }
    }
    steps {
      id
      stepIndex
      stepName
      filedOn
      answeredOn
      answer
      extendedTo
      extensionNote
    }
    history {
      ...DeskCaseEventFields
    }
  }
`);

export const CaseDocument = graphql(`
  query Case($id: ID!) {
    case(id: $id) {
      ...CaseDetailFields
    }
  }
`);

export const CaseHistoryCheckDocument = graphql(`
  query CaseHistoryCheck($id: ID!) {
    caseHistoryCheck(id: $id) {
      intact
      checked
      brokenAt
      problem
    }
  }
`);

export const AssignCaseDocument = graphql(`
  mutation AssignCase($id: ID!, $stewardUserId: ID) {
    assignCase(id: $id, stewardUserId: $stewardUserId) {
      ...CaseDetailFields
    }
  }
`);

export const ChangeCaseStatusDocument = graphql(`
  mutation ChangeCaseStatus($id: ID!, $input: CaseStatusInput!) {
    changeCaseStatus(id: $id, input: $input) {
      ...CaseDetailFields
    }
  }
`);

export const RecordCaseStepDocument = graphql(`
  mutation RecordCaseStep($id: ID!, $input: CaseStepInput!) {
    recordCaseStep(id: $id, input: $input) {
      ...CaseDetailFields
    }
  }
`);

export const SetCaseDatesDocument = graphql(`
  mutation SetCaseDates($id: ID!, $incidentOn: String!, $knowledgeOn: String) {
    setCaseDates(id: $id, incidentOn: $incidentOn, knowledgeOn: $knowledgeOn) {
      ...CaseDetailFields
    }
  }
`);

export const AddCaseNoteDocument = graphql(`
  mutation AddCaseNote($id: ID!, $text: String!, $internal: Boolean!) {
    addCaseNote(id: $id, text: $text, internal: $internal) {
      ...CaseDetailFields
    }
  }
`);

export const GrievanceProcedureFieldsFragment = graphql(`
  fragment GrievanceProcedureFields on GrievanceProcedureShape {
    dayKind
    holidays
    steps {
      name
      fileWithinDays
      fileAfter
      answerWithinDays
    }
  }
`);

export const GrievanceProcedureDocument = graphql(`
  query GrievanceProcedure {
    grievanceProcedure {
      ...GrievanceProcedureFields
    }
  }
`);

export const UpdateGrievanceProcedureDocument = graphql(`
  mutation UpdateGrievanceProcedure($input: GrievanceProcedureInput!) {
    updateGrievanceProcedure(input: $input) {
      ...GrievanceProcedureFields
    }
  }
`);
