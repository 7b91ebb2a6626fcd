/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminOverview {\n    adminOverview {\n      members\n      administrators\n      activeStewards\n      activeBulletins\n      allowlistedEmails\n      activeAllowlistedEmails\n    }\n  }\n": typeof types.AdminOverviewDocument,
    "\n  fragment RepresentationRightsFields on RepresentationRights {\n    laborLaw\n    laborLawLabel\n    provision {\n      reference\n      allowsDeclining\n      sectionId\n      confirmedAt\n    }\n    script {\n      kind\n      basis\n      words\n      steps\n    }\n  }\n": typeof types.RepresentationRightsFieldsFragmentDoc,
    "\n  query AdminRepresentation {\n    representationRights {\n      ...RepresentationRightsFields\n    }\n    representationProposals {\n      reference\n      sectionId\n    }\n  }\n": typeof types.AdminRepresentationDocument,
    "\n  mutation ConfirmRepresentation($input: RepresentationProvisionInput!) {\n    confirmRepresentationProvision(input: $input) {\n      ...RepresentationRightsFields\n    }\n  }\n": typeof types.ConfirmRepresentationDocument,
    "\n  mutation ClearRepresentation {\n    clearRepresentationProvision {\n      ...RepresentationRightsFields\n    }\n  }\n": typeof types.ClearRepresentationDocument,
    "\n  query EmailAllowlist {\n    emailAllowlist {\n      id\n      email\n      isActive\n      addedAt\n      addedByUser {\n        firstName\n        lastName\n        employeeNumber\n      }\n    }\n  }\n": typeof types.EmailAllowlistDocument,
    "\n  mutation AddAllowlistEmail($input: AllowlistInput!) {\n    addAllowlistEmail(input: $input) {\n      id\n      email\n    }\n  }\n": typeof types.AddAllowlistEmailDocument,
    "\n  mutation RemoveAllowlistEmail($email: String!) {\n    removeAllowlistEmail(email: $email)\n  }\n": typeof types.RemoveAllowlistEmailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment FeedBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    hasOptedIn\n  }\n": typeof types.FeedBulletinFieldsFragmentDoc,
    "\n  query FeedBulletins {\n    bulletins {\n      ...FeedBulletinFields\n    }\n  }\n": typeof types.FeedBulletinsDocument,
    "\n  mutation SetBulletinVisibility($id: ID!, $hasOptedIn: Boolean!) {\n    setBulletinVisibility(id: $id, hasOptedIn: $hasOptedIn) {\n      id\n      hasOptedIn\n    }\n  }\n": typeof types.SetBulletinVisibilityDocument,
    "\n  fragment AdminBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    createdAt\n  }\n": typeof types.AdminBulletinFieldsFragmentDoc,
    "\n  query AdminBulletins {\n    bulletins(includeInactive: true) {\n      ...AdminBulletinFields\n    }\n  }\n": typeof types.AdminBulletinsDocument,
    "\n  mutation CreateBulletin($input: BulletinInput!) {\n    createBulletin(input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n": typeof types.CreateBulletinDocument,
    "\n  mutation UpdateBulletin($id: ID!, $input: BulletinUpdateInput!) {\n    updateBulletin(id: $id, input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n": typeof types.UpdateBulletinDocument,
    "\n  mutation DeleteBulletin($id: ID!) {\n    deleteBulletin(id: $id)\n  }\n": typeof types.DeleteBulletinDocument,
    "\n  fragment DeskContactFields on CaseContact {\n    userId\n    name\n    phoneNumber\n    email\n    employeeNumber\n    position\n  }\n": typeof types.DeskContactFieldsFragmentDoc,
    "\n  fragment DeskDeadlineFields on NextDeadline {\n    kind\n    party\n    stepIndex\n    stepName\n    dueOn\n    extended\n  }\n": typeof types.DeskDeadlineFieldsFragmentDoc,
    "\n  query CaseQueue($filter: CaseQueueFilter) {\n    cases(filter: $filter) {\n      total\n      unassigned\n      procedureSteps\n      today\n      workload {\n        openCases\n        steward {\n          ...DeskContactFields\n        }\n      }\n      items {\n        overdue\n        grievance {\n          id\n          title\n          status\n          currentStep\n          nextDeadline {\n            ...DeskDeadlineFields\n          }\n        }\n        member {\n          ...DeskContactFields\n        }\n        steward {\n          ...DeskContactFields\n        }\n      }\n    }\n  }\n": typeof types.CaseQueueDocument,
    "\n  query CaseStewards {\n    members(role: steward, status: active, first: 100) {\n      edges {\n        node {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": typeof types.CaseStewardsDocument,
    "\n  fragment DeskCaseEventFields on CaseEvent {\n    id\n    seq\n    at\n    actorName\n    kind\n    internal\n    summary\n    text\n  }\n": typeof types.DeskCaseEventFieldsFragmentDoc,
    "\n  fragment CaseDetailFields on CaseDetail {\n    canWork\n    canTake\n    procedureSteps\n    today\n    grievance {\n      id\n      title\n      description\n      contractViolation\n      location\n      witnessName\n      witnessEmployeeNumber\n      witnessPhone\n      witnessEmail\n      aiAssistance\n      status\n      category {\n        id\n        name\n      }\n      submittedAt\n      incidentOn\n      knowledgeOn\n      currentStep\n      outcome\n      remedy\n      nextDeadline {\n        ...DeskDeadlineFields\n      }\n    }\n    member {\n      ...DeskContactFields\n    }\n    steward {\n      ...DeskContactFields\n    }\n    evidence {\n      id\n      originalFileName\n      caption\n      mimeType\n      url\n    }\n    journalEntry {\n      id\n      entryDate\n      shift\n      jobTitle\n      incidentNotes\n      event {\n        id\n        eventTitle\n      }\n      participants {\n        id\n        name\n        jobTitle\n        employeeNumber\n        notes\n      }\n    }\n    steps {\n      id\n      stepIndex\n      stepName\n      filedOn\n      answeredOn\n      answer\n      extendedTo\n      extensionNote\n    }\n    history {\n      ...DeskCaseEventFields\n    }\n  }\n": typeof types.CaseDetailFieldsFragmentDoc,
    "\n  query Case($id: ID!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.CaseDocument,
    "\n  query CaseHistoryCheck($id: ID!) {\n    caseHistoryCheck(id: $id) {\n      intact\n      checked\n      brokenAt\n      problem\n    }\n  }\n": typeof types.CaseHistoryCheckDocument,
    "\n  mutation AssignCase($id: ID!, $stewardUserId: ID) {\n    assignCase(id: $id, stewardUserId: $stewardUserId) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.AssignCaseDocument,
    "\n  mutation ChangeCaseStatus($id: ID!, $input: CaseStatusInput!) {\n    changeCaseStatus(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.ChangeCaseStatusDocument,
    "\n  mutation RecordCaseStep($id: ID!, $input: CaseStepInput!) {\n    recordCaseStep(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.RecordCaseStepDocument,
    "\n  mutation SetCaseDates($id: ID!, $incidentOn: String!, $knowledgeOn: String) {\n    setCaseDates(id: $id, incidentOn: $incidentOn, knowledgeOn: $knowledgeOn) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.SetCaseDatesDocument,
    "\n  mutation AddCaseNote($id: ID!, $text: String!, $internal: Boolean!) {\n    addCaseNote(id: $id, text: $text, internal: $internal) {\n      ...CaseDetailFields\n    }\n  }\n": typeof types.AddCaseNoteDocument,
    "\n  fragment GrievanceProcedureFields on GrievanceProcedureShape {\n    dayKind\n    holidays\n    steps {\n      name\n      fileWithinDays\n      fileAfter\n      answerWithinDays\n    }\n  }\n": typeof types.GrievanceProcedureFieldsFragmentDoc,
    "\n  query GrievanceProcedure {\n    grievanceProcedure {\n      ...GrievanceProcedureFields\n    }\n  }\n": typeof types.GrievanceProcedureDocument,
    "\n  mutation UpdateGrievanceProcedure($input: GrievanceProcedureInput!) {\n    updateGrievanceProcedure(input: $input) {\n      ...GrievanceProcedureFields\n    }\n  }\n": typeof types.UpdateGrievanceProcedureDocument,
    "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n": typeof types.AskContractDocument,
    "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n": typeof types.ContractOutlineDocument,
    "\n  fragment GrievanceImageFields on GrievanceImage {\n    id\n    grievanceId\n    fileName\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    imageType\n    order\n    uploadedAt\n    url\n  }\n": typeof types.GrievanceImageFieldsFragmentDoc,
    "\n  fragment CaseEventFields on CaseEvent {\n    id\n    seq\n    kind\n    summary\n    text\n    actorName\n    at\n  }\n": typeof types.CaseEventFieldsFragmentDoc,
    "\n  fragment GrievanceFields on Grievance {\n    id\n    title\n    description\n    contractViolation\n    status\n    journalEntryId\n    category {\n      id\n      name\n    }\n    witnessName\n    witnessEmployeeNumber\n    witnessPhone\n    witnessEmail\n    location\n    aiAssistance\n    submittedAt\n    createdAt\n    updatedAt\n    pdfUrl\n    images {\n      ...GrievanceImageFields\n    }\n    currentStep\n    currentStepName\n    outcome\n    remedy\n    resolvedAt\n    nextDeadline {\n      kind\n      party\n      stepIndex\n      stepName\n      dueOn\n      extended\n    }\n    steward {\n      userId\n      name\n      position\n      phoneNumber\n      email\n    }\n    sharedHistory {\n      ...CaseEventFields\n    }\n  }\n": typeof types.GrievanceFieldsFragmentDoc,
    "\n  query Grievances {\n    grievances {\n      ...GrievanceFields\n    }\n  }\n": typeof types.GrievancesDocument,
    "\n  query GrievanceImages($grievanceId: ID!) {\n    grievanceImages(grievanceId: $grievanceId) {\n      ...GrievanceImageFields\n    }\n  }\n": typeof types.GrievanceImagesDocument,
    "\n  mutation SubmitGrievance($id: ID!) {\n    submitGrievance(id: $id) {\n      ...GrievanceFields\n    }\n  }\n": typeof types.SubmitGrievanceDocument,
    "\n  mutation WithdrawGrievance($id: ID!) {\n    withdrawGrievance(id: $id)\n  }\n": typeof types.WithdrawGrievanceDocument,
    "\n  mutation UpdateGrievanceImage($id: ID!, $caption: String) {\n    updateGrievanceImage(id: $id, caption: $caption) {\n      ...GrievanceImageFields\n    }\n  }\n": typeof types.UpdateGrievanceImageDocument,
    "\n  mutation AddGrievanceNote($grievanceId: ID!, $text: String!) {\n    addGrievanceNote(grievanceId: $grievanceId, text: $text) {\n      ...CaseEventFields\n    }\n  }\n": typeof types.AddGrievanceNoteDocument,
    "\n  mutation WithdrawCase($grievanceId: ID!, $reason: String) {\n    withdrawCase(grievanceId: $grievanceId, reason: $reason) {\n      ...GrievanceFields\n    }\n  }\n": typeof types.WithdrawCaseDocument,
    "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n": typeof types.HomeAnnouncementsDocument,
    "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n": typeof types.HomeRepresentationDocument,
    "\n  mutation AnalyzeForGrievance($journalContent: String!) {\n    analyzeForGrievance(journalContent: $journalContent) {\n      suggestedArticles {\n        article\n        reason\n        confidence\n        sectionId\n      }\n    }\n  }\n": typeof types.AnalyzeForGrievanceDocument,
    "\n  mutation CreateGrievance($input: GrievanceInput!) {\n    createGrievance(input: $input) {\n      id\n      title\n      status\n      journalEntryId\n    }\n  }\n": typeof types.CreateGrievanceDocument,
    "\n  fragment JournalEventFields on JournalEvent {\n    id\n    eventTitle\n    description\n    isActive\n    createdAt\n  }\n": typeof types.JournalEventFieldsFragmentDoc,
    "\n  fragment JournalParticipantFields on JournalParticipant {\n    id\n    entryId\n    name\n    jobTitle\n    employeeNumber\n    order\n    notes\n  }\n": typeof types.JournalParticipantFieldsFragmentDoc,
    "\n  fragment JournalImageFields on JournalEntryImage {\n    id\n    entryId\n    order\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    url\n    uploadedAt\n  }\n": typeof types.JournalImageFieldsFragmentDoc,
    "\n  fragment JournalEntryFields on JournalEntry {\n    id\n    eventId\n    event {\n      ...JournalEventFields\n    }\n    employeeName\n    employeeNumber\n    shift\n    teamNumber\n    jobTitle\n    isSwappedShift\n    incidentNotes\n    entryDate\n    status\n    isGrievance\n    isClosed\n    readOnlyReason\n    version\n    createdAt\n    updatedAt\n    images {\n      ...JournalImageFields\n    }\n    participants {\n      ...JournalParticipantFields\n    }\n  }\n": typeof types.JournalEntryFieldsFragmentDoc,
    "\n  query JournalEvents {\n    journalEvents {\n      ...JournalEventFields\n    }\n  }\n": typeof types.JournalEventsDocument,
    "\n  query JournalEntries {\n    journalEntries {\n      ...JournalEntryFields\n    }\n  }\n": typeof types.JournalEntriesDocument,
    "\n  query JournalEntry($id: ID!) {\n    journalEntry(id: $id) {\n      ...JournalEntryFields\n    }\n  }\n": typeof types.JournalEntryDocument,
    "\n  mutation CreateJournalEvent($input: JournalEventInput!) {\n    createJournalEvent(input: $input) {\n      ...JournalEventFields\n    }\n  }\n": typeof types.CreateJournalEventDocument,
    "\n  mutation CreateJournalEntry($input: JournalEntryInput!) {\n    createJournalEntry(input: $input) {\n      ...JournalEntryFields\n    }\n  }\n": typeof types.CreateJournalEntryDocument,
    "\n  mutation UpdateJournalEntry($id: ID!, $input: JournalEntryUpdateInput!) {\n    updateJournalEntry(id: $id, input: $input) {\n      ...JournalEntryFields\n    }\n  }\n": typeof types.UpdateJournalEntryDocument,
    "\n  mutation AddJournalParticipant($entryId: ID!, $input: JournalParticipantInput!) {\n    addJournalParticipant(entryId: $entryId, input: $input) {\n      ...JournalParticipantFields\n    }\n  }\n": typeof types.AddJournalParticipantDocument,
    "\n  mutation RemoveJournalParticipant($id: ID!) {\n    removeJournalParticipant(id: $id)\n  }\n": typeof types.RemoveJournalParticipantDocument,
    "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n": typeof types.InterruptedMeetingsDocument,
    "\n  fragment MeetingRecordingFields on MeetingRecording {\n    id\n    meetingId\n    position\n    status\n    startedAt\n    closedAt\n    transcript\n    transcriptStatus\n    transcriptProgress\n    transcriptIsDraft\n    transcriptError\n    audio {\n      mimeType\n      fileSize\n      durationSeconds\n      chunks\n      url\n    }\n  }\n": typeof types.MeetingRecordingFieldsFragmentDoc,
    "\n  fragment MeetingFields on Meeting {\n    id\n    status\n    startedAt\n    finalizedAt\n    participants {\n      name\n      employeeNumber\n      role\n    }\n    recordingConsent\n    notes\n    recordings {\n      ...MeetingRecordingFields\n    }\n    images {\n      id\n      originalFileName\n      fileSize\n      mimeType\n      caption\n      order\n      url\n    }\n    grievanceId\n    recordUrl\n    createdAt\n    updatedAt\n  }\n": typeof types.MeetingFieldsFragmentDoc,
    "\n  query Meetings {\n    meetings {\n      ...MeetingFields\n    }\n  }\n": typeof types.MeetingsDocument,
    "\n  mutation StartMeeting($input: MeetingStartInput!) {\n    startMeeting(input: $input) {\n      ...MeetingFields\n    }\n  }\n": typeof types.StartMeetingDocument,
    "\n  query MeetingRecording($id: ID!) {\n    meetingRecording(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n": typeof types.MeetingRecordingDocument,
    "\n  mutation StartMeetingRecording($meetingId: ID!) {\n    startMeetingRecording(meetingId: $meetingId) {\n      ...MeetingRecordingFields\n    }\n  }\n": typeof types.StartMeetingRecordingDocument,
    "\n  mutation FinishMeetingRecording($id: ID!, $durationSeconds: Float) {\n    finishMeetingRecording(id: $id, durationSeconds: $durationSeconds) {\n      ...MeetingRecordingFields\n    }\n  }\n": typeof types.FinishMeetingRecordingDocument,
    "\n  mutation RetryMeetingRecordingTranscription($id: ID!) {\n    retryMeetingRecordingTranscription(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n": typeof types.RetryMeetingRecordingTranscriptionDocument,
    "\n  mutation UpdateMeetingRecording($id: ID!, $input: MeetingRecordingUpdateInput!) {\n    updateMeetingRecording(id: $id, input: $input) {\n      ...MeetingRecordingFields\n    }\n  }\n": typeof types.UpdateMeetingRecordingDocument,
    "\n  mutation FinalizeMeeting($id: ID!, $input: MeetingUpdateInput!) {\n    finalizeMeeting(id: $id, input: $input) {\n      ...MeetingFields\n    }\n  }\n": typeof types.FinalizeMeetingDocument,
    "\n  mutation DeleteMeeting($id: ID!) {\n    deleteMeeting(id: $id)\n  }\n": typeof types.DeleteMeetingDocument,
    "\n  mutation AttachMeetingToGrievance($id: ID!, $grievanceId: ID) {\n    attachMeetingToGrievance(id: $id, grievanceId: $grievanceId) {\n      ...MeetingFields\n    }\n  }\n": typeof types.AttachMeetingToGrievanceDocument,
    "\n  query MeetingGrievanceChoices {\n    grievances {\n      id\n      title\n      status\n    }\n  }\n": typeof types.MeetingGrievanceChoicesDocument,
    "\n  mutation MeetingRightsProvision($question: String!) {\n    askContract(question: $question) {\n      answer\n      confidence\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n": typeof types.MeetingRightsProvisionDocument,
    "\n  query MeetingStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n    }\n  }\n": typeof types.MeetingStewardsDocument,
    "\n  fragment AdminStewardFields on ShopSteward {\n    id\n    name\n    position\n    department\n    shift\n    phoneNumber\n    email\n    isActive\n  }\n": typeof types.AdminStewardFieldsFragmentDoc,
    "\n  query AllShopStewards {\n    allShopStewards {\n      ...AdminStewardFields\n    }\n  }\n": typeof types.AllShopStewardsDocument,
    "\n  mutation CreateShopSteward($input: StewardInput!) {\n    createShopSteward(input: $input) {\n      ...AdminStewardFields\n    }\n  }\n": typeof types.CreateShopStewardDocument,
    "\n  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {\n    updateShopSteward(id: $id, input: $input) {\n      ...AdminStewardFields\n    }\n  }\n": typeof types.UpdateShopStewardDocument,
    "\n  mutation DeactivateShopSteward($id: ID!) {\n    deactivateShopSteward(id: $id) {\n      ...AdminStewardFields\n    }\n  }\n": typeof types.DeactivateShopStewardDocument,
    "\n  fragment MemberRowFields on Member {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    department\n    steward {\n      id\n      name\n      department\n    }\n  }\n": typeof types.MemberRowFieldsFragmentDoc,
    "\n  query Members($search: String, $status: MemberStatus, $role: MemberRole, $department: String, $first: Int, $after: String) {\n    members(search: $search, status: $status, role: $role, department: $department, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberRowFields\n        }\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  fragment MemberChangeFields on MemberChangeRecord {\n    id\n    at\n    actor {\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": typeof types.MemberChangeFieldsFragmentDoc,
    "\n  fragment MemberDetailsFields on MemberDetails {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    employmentStatus\n    personalEmail\n    phoneNumber\n    hireDate\n    createdAt\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    stewardId\n    steward {\n      id\n      name\n      position\n      department\n    }\n    changes {\n      ...MemberChangeFields\n    }\n    olderChangesCursor\n  }\n": typeof types.MemberDetailsFieldsFragmentDoc,
    "\n  query MemberChanges($id: ID!, $first: Int, $after: String) {\n    memberChanges(id: $id, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberChangeFields\n        }\n      }\n    }\n  }\n": typeof types.MemberChangesDocument,
    "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.MemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query StorageUsage {\n    storageUsage {\n      usedBytes\n      quotaBytes\n    }\n  }\n": typeof types.StorageUsageDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      hint\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": typeof types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: AccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        hint\n      }\n    }\n  }\n": typeof types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": typeof types.RevokeAccessTokenDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ShopStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n      shift\n      phoneNumber\n      email\n    }\n  }\n": typeof types.ShopStewardsDocument,
    "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n": typeof types.ContractSectionDocument,
    "\n  query Departments {\n    departments\n  }\n": typeof types.DepartmentsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": typeof types.BrandingDocument,
};
const documents: Documents = {
    "\n  query AdminOverview {\n    adminOverview {\n      members\n      administrators\n      activeStewards\n      activeBulletins\n      allowlistedEmails\n      activeAllowlistedEmails\n    }\n  }\n": types.AdminOverviewDocument,
    "\n  fragment RepresentationRightsFields on RepresentationRights {\n    laborLaw\n    laborLawLabel\n    provision {\n      reference\n      allowsDeclining\n      sectionId\n      confirmedAt\n    }\n    script {\n      kind\n      basis\n      words\n      steps\n    }\n  }\n": types.RepresentationRightsFieldsFragmentDoc,
    "\n  query AdminRepresentation {\n    representationRights {\n      ...RepresentationRightsFields\n    }\n    representationProposals {\n      reference\n      sectionId\n    }\n  }\n": types.AdminRepresentationDocument,
    "\n  mutation ConfirmRepresentation($input: RepresentationProvisionInput!) {\n    confirmRepresentationProvision(input: $input) {\n      ...RepresentationRightsFields\n    }\n  }\n": types.ConfirmRepresentationDocument,
    "\n  mutation ClearRepresentation {\n    clearRepresentationProvision {\n      ...RepresentationRightsFields\n    }\n  }\n": types.ClearRepresentationDocument,
    "\n  query EmailAllowlist {\n    emailAllowlist {\n      id\n      email\n      isActive\n      addedAt\n      addedByUser {\n        firstName\n        lastName\n        employeeNumber\n      }\n    }\n  }\n": types.EmailAllowlistDocument,
    "\n  mutation AddAllowlistEmail($input: AllowlistInput!) {\n    addAllowlistEmail(input: $input) {\n      id\n      email\n    }\n  }\n": types.AddAllowlistEmailDocument,
    "\n  mutation RemoveAllowlistEmail($email: String!) {\n    removeAllowlistEmail(email: $email)\n  }\n": types.RemoveAllowlistEmailDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment FeedBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    hasOptedIn\n  }\n": types.FeedBulletinFieldsFragmentDoc,
    "\n  query FeedBulletins {\n    bulletins {\n      ...FeedBulletinFields\n    }\n  }\n": types.FeedBulletinsDocument,
    "\n  mutation SetBulletinVisibility($id: ID!, $hasOptedIn: Boolean!) {\n    setBulletinVisibility(id: $id, hasOptedIn: $hasOptedIn) {\n      id\n      hasOptedIn\n    }\n  }\n": types.SetBulletinVisibilityDocument,
    "\n  fragment AdminBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    createdAt\n  }\n": types.AdminBulletinFieldsFragmentDoc,
    "\n  query AdminBulletins {\n    bulletins(includeInactive: true) {\n      ...AdminBulletinFields\n    }\n  }\n": types.AdminBulletinsDocument,
    "\n  mutation CreateBulletin($input: BulletinInput!) {\n    createBulletin(input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n": types.CreateBulletinDocument,
    "\n  mutation UpdateBulletin($id: ID!, $input: BulletinUpdateInput!) {\n    updateBulletin(id: $id, input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n": types.UpdateBulletinDocument,
    "\n  mutation DeleteBulletin($id: ID!) {\n    deleteBulletin(id: $id)\n  }\n": types.DeleteBulletinDocument,
    "\n  fragment DeskContactFields on CaseContact {\n    userId\n    name\n    phoneNumber\n    email\n    employeeNumber\n    position\n  }\n": types.DeskContactFieldsFragmentDoc,
    "\n  fragment DeskDeadlineFields on NextDeadline {\n    kind\n    party\n    stepIndex\n    stepName\n    dueOn\n    extended\n  }\n": types.DeskDeadlineFieldsFragmentDoc,
    "\n  query CaseQueue($filter: CaseQueueFilter) {\n    cases(filter: $filter) {\n      total\n      unassigned\n      procedureSteps\n      today\n      workload {\n        openCases\n        steward {\n          ...DeskContactFields\n        }\n      }\n      items {\n        overdue\n        grievance {\n          id\n          title\n          status\n          currentStep\n          nextDeadline {\n            ...DeskDeadlineFields\n          }\n        }\n        member {\n          ...DeskContactFields\n        }\n        steward {\n          ...DeskContactFields\n        }\n      }\n    }\n  }\n": types.CaseQueueDocument,
    "\n  query CaseStewards {\n    members(role: steward, status: active, first: 100) {\n      edges {\n        node {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n": types.CaseStewardsDocument,
    "\n  fragment DeskCaseEventFields on CaseEvent {\n    id\n    seq\n    at\n    actorName\n    kind\n    internal\n    summary\n    text\n  }\n": types.DeskCaseEventFieldsFragmentDoc,
    "\n  fragment CaseDetailFields on CaseDetail {\n    canWork\n    canTake\n    procedureSteps\n    today\n    grievance {\n      id\n      title\n      description\n      contractViolation\n      location\n      witnessName\n      witnessEmployeeNumber\n      witnessPhone\n      witnessEmail\n      aiAssistance\n      status\n      category {\n        id\n        name\n      }\n      submittedAt\n      incidentOn\n      knowledgeOn\n      currentStep\n      outcome\n      remedy\n      nextDeadline {\n        ...DeskDeadlineFields\n      }\n    }\n    member {\n      ...DeskContactFields\n    }\n    steward {\n      ...DeskContactFields\n    }\n    evidence {\n      id\n      originalFileName\n      caption\n      mimeType\n      url\n    }\n    journalEntry {\n      id\n      entryDate\n      shift\n      jobTitle\n      incidentNotes\n      event {\n        id\n        eventTitle\n      }\n      participants {\n        id\n        name\n        jobTitle\n        employeeNumber\n        notes\n      }\n    }\n    steps {\n      id\n      stepIndex\n      stepName\n      filedOn\n      answeredOn\n      answer\n      extendedTo\n      extensionNote\n    }\n    history {\n      ...DeskCaseEventFields\n    }\n  }\n": types.CaseDetailFieldsFragmentDoc,
    "\n  query Case($id: ID!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n": types.CaseDocument,
    "\n  query CaseHistoryCheck($id: ID!) {\n    caseHistoryCheck(id: $id) {\n      intact\n      checked\n      brokenAt\n      problem\n    }\n  }\n": types.CaseHistoryCheckDocument,
    "\n  mutation AssignCase($id: ID!, $stewardUserId: ID) {\n    assignCase(id: $id, stewardUserId: $stewardUserId) {\n      ...CaseDetailFields\n    }\n  }\n": types.AssignCaseDocument,
    "\n  mutation ChangeCaseStatus($id: ID!, $input: CaseStatusInput!) {\n    changeCaseStatus(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.ChangeCaseStatusDocument,
    "\n  mutation RecordCaseStep($id: ID!, $input: CaseStepInput!) {\n    recordCaseStep(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n": types.RecordCaseStepDocument,
    "\n  mutation SetCaseDates($id: ID!, $incidentOn: String!, $knowledgeOn: String) {\n    setCaseDates(id: $id, incidentOn: $incidentOn, knowledgeOn: $knowledgeOn) {\n      ...CaseDetailFields\n    }\n  }\n": types.SetCaseDatesDocument,
    "\n  mutation AddCaseNote($id: ID!, $text: String!, $internal: Boolean!) {\n    addCaseNote(id: $id, text: $text, internal: $internal) {\n      ...CaseDetailFields\n    }\n  }\n": types.AddCaseNoteDocument,
    "\n  fragment GrievanceProcedureFields on GrievanceProcedureShape {\n    dayKind\n    holidays\n    steps {\n      name\n      fileWithinDays\n      fileAfter\n      answerWithinDays\n    }\n  }\n": types.GrievanceProcedureFieldsFragmentDoc,
    "\n  query GrievanceProcedure {\n    grievanceProcedure {\n      ...GrievanceProcedureFields\n    }\n  }\n": types.GrievanceProcedureDocument,
    "\n  mutation UpdateGrievanceProcedure($input: GrievanceProcedureInput!) {\n    updateGrievanceProcedure(input: $input) {\n      ...GrievanceProcedureFields\n    }\n  }\n": types.UpdateGrievanceProcedureDocument,
    "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n": types.AskContractDocument,
    "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n": types.ContractOutlineDocument,
    "\n  fragment GrievanceImageFields on GrievanceImage {\n    id\n    grievanceId\n    fileName\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    imageType\n    order\n    uploadedAt\n    url\n  }\n": types.GrievanceImageFieldsFragmentDoc,
    "\n  fragment CaseEventFields on CaseEvent {\n    id\n    seq\n    kind\n    summary\n    text\n    actorName\n    at\n  }\n": types.CaseEventFieldsFragmentDoc,
    "\n  fragment GrievanceFields on Grievance {\n    id\n    title\n    description\n    contractViolation\n    status\n    journalEntryId\n    category {\n      id\n      name\n    }\n    witnessName\n    witnessEmployeeNumber\n    witnessPhone\n    witnessEmail\n    location\n    aiAssistance\n    submittedAt\n    createdAt\n    updatedAt\n    pdfUrl\n    images {\n      ...GrievanceImageFields\n    }\n    currentStep\n    currentStepName\n    outcome\n    remedy\n    resolvedAt\n    nextDeadline {\n      kind\n      party\n      stepIndex\n      stepName\n      dueOn\n      extended\n    }\n    steward {\n      userId\n      name\n      position\n      phoneNumber\n      email\n    }\n    sharedHistory {\n      ...CaseEventFields\n    }\n  }\n": types.GrievanceFieldsFragmentDoc,
    "\n  query Grievances {\n    grievances {\n      ...GrievanceFields\n    }\n  }\n": types.GrievancesDocument,
    "\n  query GrievanceImages($grievanceId: ID!) {\n    grievanceImages(grievanceId: $grievanceId) {\n      ...GrievanceImageFields\n    }\n  }\n": types.GrievanceImagesDocument,
    "\n  mutation SubmitGrievance($id: ID!) {\n    submitGrievance(id: $id) {\n      ...GrievanceFields\n    }\n  }\n": types.SubmitGrievanceDocument,
    "\n  mutation WithdrawGrievance($id: ID!) {\n    withdrawGrievance(id: $id)\n  }\n": types.WithdrawGrievanceDocument,
    "\n  mutation UpdateGrievanceImage($id: ID!, $caption: String) {\n    updateGrievanceImage(id: $id, caption: $caption) {\n      ...GrievanceImageFields\n    }\n  }\n": types.UpdateGrievanceImageDocument,
    "\n  mutation AddGrievanceNote($grievanceId: ID!, $text: String!) {\n    addGrievanceNote(grievanceId: $grievanceId, text: $text) {\n      ...CaseEventFields\n    }\n  }\n": types.AddGrievanceNoteDocument,
    "\n  mutation WithdrawCase($grievanceId: ID!, $reason: String) {\n    withdrawCase(grievanceId: $grievanceId, reason: $reason) {\n      ...GrievanceFields\n    }\n  }\n": types.WithdrawCaseDocument,
    "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n": types.HomeAnnouncementsDocument,
    "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n": types.HomeRepresentationDocument,
    "\n  mutation AnalyzeForGrievance($journalContent: String!) {\n    analyzeForGrievance(journalContent: $journalContent) {\n      suggestedArticles {\n        article\n        reason\n        confidence\n        sectionId\n      }\n    }\n  }\n": types.AnalyzeForGrievanceDocument,
    "\n  mutation CreateGrievance($input: GrievanceInput!) {\n    createGrievance(input: $input) {\n      id\n      title\n      status\n      journalEntryId\n    }\n  }\n": types.CreateGrievanceDocument,
    "\n  fragment JournalEventFields on JournalEvent {\n    id\n    eventTitle\n    description\n    isActive\n    createdAt\n  }\n": types.JournalEventFieldsFragmentDoc,
    "\n  fragment JournalParticipantFields on JournalParticipant {\n    id\n    entryId\n    name\n    jobTitle\n    employeeNumber\n    order\n    notes\n  }\n": types.JournalParticipantFieldsFragmentDoc,
    "\n  fragment JournalImageFields on JournalEntryImage {\n    id\n    entryId\n    order\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    url\n    uploadedAt\n  }\n": types.JournalImageFieldsFragmentDoc,
    "\n  fragment JournalEntryFields on JournalEntry {\n    id\n    eventId\n    event {\n      ...JournalEventFields\n    }\n    employeeName\n    employeeNumber\n    shift\n    teamNumber\n    jobTitle\n    isSwappedShift\n    incidentNotes\n    entryDate\n    status\n    isGrievance\n    isClosed\n    readOnlyReason\n    version\n    createdAt\n    updatedAt\n    images {\n      ...JournalImageFields\n    }\n    participants {\n      ...JournalParticipantFields\n    }\n  }\n": types.JournalEntryFieldsFragmentDoc,
    "\n  query JournalEvents {\n    journalEvents {\n      ...JournalEventFields\n    }\n  }\n": types.JournalEventsDocument,
    "\n  query JournalEntries {\n    journalEntries {\n      ...JournalEntryFields\n    }\n  }\n": types.JournalEntriesDocument,
    "\n  query JournalEntry($id: ID!) {\n    journalEntry(id: $id) {\n      ...JournalEntryFields\n    }\n  }\n": types.JournalEntryDocument,
    "\n  mutation CreateJournalEvent($input: JournalEventInput!) {\n    createJournalEvent(input: $input) {\n      ...JournalEventFields\n    }\n  }\n": types.CreateJournalEventDocument,
    "\n  mutation CreateJournalEntry($input: JournalEntryInput!) {\n    createJournalEntry(input: $input) {\n      ...JournalEntryFields\n    }\n  }\n": types.CreateJournalEntryDocument,
    "\n  mutation UpdateJournalEntry($id: ID!, $input: JournalEntryUpdateInput!) {\n    updateJournalEntry(id: $id, input: $input) {\n      ...JournalEntryFields\n    }\n  }\n": types.UpdateJournalEntryDocument,
    "\n  mutation AddJournalParticipant($entryId: ID!, $input: JournalParticipantInput!) {\n    addJournalParticipant(entryId: $entryId, input: $input) {\n      ...JournalParticipantFields\n    }\n  }\n": types.AddJournalParticipantDocument,
    "\n  mutation RemoveJournalParticipant($id: ID!) {\n    removeJournalParticipant(id: $id)\n  }\n": types.RemoveJournalParticipantDocument,
    "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n": types.InterruptedMeetingsDocument,
    "\n  fragment MeetingRecordingFields on MeetingRecording {\n    id\n    meetingId\n    position\n    status\n    startedAt\n    closedAt\n    transcript\n    transcriptStatus\n    transcriptProgress\n    transcriptIsDraft\n    transcriptError\n    audio {\n      mimeType\n      fileSize\n      durationSeconds\n      chunks\n      url\n    }\n  }\n": types.MeetingRecordingFieldsFragmentDoc,
    "\n  fragment MeetingFields on Meeting {\n    id\n    status\n    startedAt\n    finalizedAt\n    participants {\n      name\n      employeeNumber\n      role\n    }\n    recordingConsent\n    notes\n    recordings {\n      ...MeetingRecordingFields\n    }\n    images {\n      id\n      originalFileName\n      fileSize\n      mimeType\n      caption\n      order\n      url\n    }\n    grievanceId\n    recordUrl\n    createdAt\n    updatedAt\n  }\n": types.MeetingFieldsFragmentDoc,
    "\n  query Meetings {\n    meetings {\n      ...MeetingFields\n    }\n  }\n": types.MeetingsDocument,
    "\n  mutation StartMeeting($input: MeetingStartInput!) {\n    startMeeting(input: $input) {\n      ...MeetingFields\n    }\n  }\n": types.StartMeetingDocument,
    "\n  query MeetingRecording($id: ID!) {\n    meetingRecording(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n": types.MeetingRecordingDocument,
    "\n  mutation StartMeetingRecording($meetingId: ID!) {\n    startMeetingRecording(meetingId: $meetingId) {\n      ...MeetingRecordingFields\n    }\n  }\n": types.StartMeetingRecordingDocument,
    "\n  mutation FinishMeetingRecording($id: ID!, $durationSeconds: Float) {\n    finishMeetingRecording(id: $id, durationSeconds: $durationSeconds) {\n      ...MeetingRecordingFields\n    }\n  }\n": types.FinishMeetingRecordingDocument,
    "\n  mutation RetryMeetingRecordingTranscription($id: ID!) {\n    retryMeetingRecordingTranscription(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n": types.RetryMeetingRecordingTranscriptionDocument,
    "\n  mutation UpdateMeetingRecording($id: ID!, $input: MeetingRecordingUpdateInput!) {\n    updateMeetingRecording(id: $id, input: $input) {\n      ...MeetingRecordingFields\n    }\n  }\n": types.UpdateMeetingRecordingDocument,
    "\n  mutation FinalizeMeeting($id: ID!, $input: MeetingUpdateInput!) {\n    finalizeMeeting(id: $id, input: $input) {\n      ...MeetingFields\n    }\n  }\n": types.FinalizeMeetingDocument,
    "\n  mutation DeleteMeeting($id: ID!) {\n    deleteMeeting(id: $id)\n  }\n": types.DeleteMeetingDocument,
    "\n  mutation AttachMeetingToGrievance($id: ID!, $grievanceId: ID) {\n    attachMeetingToGrievance(id: $id, grievanceId: $grievanceId) {\n      ...MeetingFields\n    }\n  }\n": types.AttachMeetingToGrievanceDocument,
    "\n  query MeetingGrievanceChoices {\n    grievances {\n      id\n      title\n      status\n    }\n  }\n": types.MeetingGrievanceChoicesDocument,
    "\n  mutation MeetingRightsProvision($question: String!) {\n    askContract(question: $question) {\n      answer\n      confidence\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n": types.MeetingRightsProvisionDocument,
    "\n  query MeetingStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n    }\n  }\n": types.MeetingStewardsDocument,
    "\n  fragment AdminStewardFields on ShopSteward {\n    id\n    name\n    position\n    department\n    shift\n    phoneNumber\n    email\n    isActive\n  }\n": types.AdminStewardFieldsFragmentDoc,
    "\n  query AllShopStewards {\n    allShopStewards {\n      ...AdminStewardFields\n    }\n  }\n": types.AllShopStewardsDocument,
    "\n  mutation CreateShopSteward($input: StewardInput!) {\n    createShopSteward(input: $input) {\n      ...AdminStewardFields\n    }\n  }\n": types.CreateShopStewardDocument,
    "\n  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {\n    updateShopSteward(id: $id, input: $input) {\n      ...AdminStewardFields\n    }\n  }\n": types.UpdateShopStewardDocument,
    "\n  mutation DeactivateShopSteward($id: ID!) {\n    deactivateShopSteward(id: $id) {\n      ...AdminStewardFields\n    }\n  }\n": types.DeactivateShopStewardDocument,
    "\n  fragment MemberRowFields on Member {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    department\n    steward {\n      id\n      name\n      department\n    }\n  }\n": types.MemberRowFieldsFragmentDoc,
    "\n  query Members($search: String, $status: MemberStatus, $role: MemberRole, $department: String, $first: Int, $after: String) {\n    members(search: $search, status: $status, role: $role, department: $department, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberRowFields\n        }\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  fragment MemberChangeFields on MemberChangeRecord {\n    id\n    at\n    actor {\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n": types.MemberChangeFieldsFragmentDoc,
    "\n  fragment MemberDetailsFields on MemberDetails {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    employmentStatus\n    personalEmail\n    phoneNumber\n    hireDate\n    createdAt\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    stewardId\n    steward {\n      id\n      name\n      position\n      department\n    }\n    changes {\n      ...MemberChangeFields\n    }\n    olderChangesCursor\n  }\n": types.MemberDetailsFieldsFragmentDoc,
    "\n  query MemberChanges($id: ID!, $first: Int, $after: String) {\n    memberChanges(id: $id, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberChangeFields\n        }\n      }\n    }\n  }\n": types.MemberChangesDocument,
    "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n": types.MemberDocument,
    "\n  mutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query StorageUsage {\n    storageUsage {\n      usedBytes\n      quotaBytes\n    }\n  }\n": types.StorageUsageDocument,
    "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      hint\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n": types.AccessTokensDocument,
    "\n  mutation CreateAccessToken($input: AccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        hint\n      }\n    }\n  }\n": types.CreateAccessTokenDocument,
    "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n": types.RevokeAccessTokenDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query ShopStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n      shift\n      phoneNumber\n      email\n    }\n  }\n": types.ShopStewardsDocument,
    "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n": types.ContractSectionDocument,
    "\n  query Departments {\n    departments\n  }\n": types.DepartmentsDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.MeDocument,
    "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n": types.BrandingDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOverview {\n    adminOverview {\n      members\n      administrators\n      activeStewards\n      activeBulletins\n      allowlistedEmails\n      activeAllowlistedEmails\n    }\n  }\n"): (typeof documents)["\n  query AdminOverview {\n    adminOverview {\n      members\n      administrators\n      activeStewards\n      activeBulletins\n      allowlistedEmails\n      activeAllowlistedEmails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RepresentationRightsFields on RepresentationRights {\n    laborLaw\n    laborLawLabel\n    provision {\n      reference\n      allowsDeclining\n      sectionId\n      confirmedAt\n    }\n    script {\n      kind\n      basis\n      words\n      steps\n    }\n  }\n"): (typeof documents)["\n  fragment RepresentationRightsFields on RepresentationRights {\n    laborLaw\n    laborLawLabel\n    provision {\n      reference\n      allowsDeclining\n      sectionId\n      confirmedAt\n    }\n    script {\n      kind\n      basis\n      words\n      steps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRepresentation {\n    representationRights {\n      ...RepresentationRightsFields\n    }\n    representationProposals {\n      reference\n      sectionId\n    }\n  }\n"): (typeof documents)["\n  query AdminRepresentation {\n    representationRights {\n      ...RepresentationRightsFields\n    }\n    representationProposals {\n      reference\n      sectionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmRepresentation($input: RepresentationProvisionInput!) {\n    confirmRepresentationProvision(input: $input) {\n      ...RepresentationRightsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmRepresentation($input: RepresentationProvisionInput!) {\n    confirmRepresentationProvision(input: $input) {\n      ...RepresentationRightsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearRepresentation {\n    clearRepresentationProvision {\n      ...RepresentationRightsFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClearRepresentation {\n    clearRepresentationProvision {\n      ...RepresentationRightsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAllowlist {\n    emailAllowlist {\n      id\n      email\n      isActive\n      addedAt\n      addedByUser {\n        firstName\n        lastName\n        employeeNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmailAllowlist {\n    emailAllowlist {\n      id\n      email\n      isActive\n      addedAt\n      addedByUser {\n        firstName\n        lastName\n        employeeNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAllowlistEmail($input: AllowlistInput!) {\n    addAllowlistEmail(input: $input) {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation AddAllowlistEmail($input: AllowlistInput!) {\n    addAllowlistEmail(input: $input) {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAllowlistEmail($email: String!) {\n    removeAllowlistEmail(email: $email)\n  }\n"): (typeof documents)["\n  mutation RemoveAllowlistEmail($email: String!) {\n    removeAllowlistEmail(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    hasOptedIn\n  }\n"): (typeof documents)["\n  fragment FeedBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    hasOptedIn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedBulletins {\n    bulletins {\n      ...FeedBulletinFields\n    }\n  }\n"): (typeof documents)["\n  query FeedBulletins {\n    bulletins {\n      ...FeedBulletinFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBulletinVisibility($id: ID!, $hasOptedIn: Boolean!) {\n    setBulletinVisibility(id: $id, hasOptedIn: $hasOptedIn) {\n      id\n      hasOptedIn\n    }\n  }\n"): (typeof documents)["\n  mutation SetBulletinVisibility($id: ID!, $hasOptedIn: Boolean!) {\n    setBulletinVisibility(id: $id, hasOptedIn: $hasOptedIn) {\n      id\n      hasOptedIn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBulletinFields on Bulletin {\n    id\n    title\n    content\n    type\n    isPublic\n    isActive\n    publishedAt\n    expiresAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBulletins {\n    bulletins(includeInactive: true) {\n      ...AdminBulletinFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBulletins {\n    bulletins(includeInactive: true) {\n      ...AdminBulletinFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBulletin($input: BulletinInput!) {\n    createBulletin(input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBulletin($input: BulletinInput!) {\n    createBulletin(input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBulletin($id: ID!, $input: BulletinUpdateInput!) {\n    updateBulletin(id: $id, input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBulletin($id: ID!, $input: BulletinUpdateInput!) {\n    updateBulletin(id: $id, input: $input) {\n      ...AdminBulletinFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBulletin($id: ID!) {\n    deleteBulletin(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteBulletin($id: ID!) {\n    deleteBulletin(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskContactFields on CaseContact {\n    userId\n    name\n    phoneNumber\n    email\n    employeeNumber\n    position\n  }\n"): (typeof documents)["\n  fragment DeskContactFields on CaseContact {\n    userId\n    name\n    phoneNumber\n    email\n    employeeNumber\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskDeadlineFields on NextDeadline {\n    kind\n    party\n    stepIndex\n    stepName\n    dueOn\n    extended\n  }\n"): (typeof documents)["\n  fragment DeskDeadlineFields on NextDeadline {\n    kind\n    party\n    stepIndex\n    stepName\n    dueOn\n    extended\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseQueue($filter: CaseQueueFilter) {\n    cases(filter: $filter) {\n      total\n      unassigned\n      procedureSteps\n      today\n      workload {\n        openCases\n        steward {\n          ...DeskContactFields\n        }\n      }\n      items {\n        overdue\n        grievance {\n          id\n          title\n          status\n          currentStep\n          nextDeadline {\n            ...DeskDeadlineFields\n          }\n        }\n        member {\n          ...DeskContactFields\n        }\n        steward {\n          ...DeskContactFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseQueue($filter: CaseQueueFilter) {\n    cases(filter: $filter) {\n      total\n      unassigned\n      procedureSteps\n      today\n      workload {\n        openCases\n        steward {\n          ...DeskContactFields\n        }\n      }\n      items {\n        overdue\n        grievance {\n          id\n          title\n          status\n          currentStep\n          nextDeadline {\n            ...DeskDeadlineFields\n          }\n        }\n        member {\n          ...DeskContactFields\n        }\n        steward {\n          ...DeskContactFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseStewards {\n    members(role: steward, status: active, first: 100) {\n      edges {\n        node {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CaseStewards {\n    members(role: steward, status: active, first: 100) {\n      edges {\n        node {\n          id\n          firstName\n          lastName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeskCaseEventFields on CaseEvent {\n    id\n    seq\n    at\n    actorName\n    kind\n    internal\n    summary\n    text\n  }\n"): (typeof documents)["\n  fragment DeskCaseEventFields on CaseEvent {\n    id\n    seq\n    at\n    actorName\n    kind\n    internal\n    summary\n    text\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseDetailFields on CaseDetail {\n    canWork\n    canTake\n    procedureSteps\n    today\n    grievance {\n      id\n      title\n      description\n      contractViolation\n      location\n      witnessName\n      witnessEmployeeNumber\n      witnessPhone\n      witnessEmail\n      aiAssistance\n      status\n      category {\n        id\n        name\n      }\n      submittedAt\n      incidentOn\n      knowledgeOn\n      currentStep\n      outcome\n      remedy\n      nextDeadline {\n        ...DeskDeadlineFields\n      }\n    }\n    member {\n      ...DeskContactFields\n    }\n    steward {\n      ...DeskContactFields\n    }\n    evidence {\n      id\n      originalFileName\n      caption\n      mimeType\n      url\n    }\n    journalEntry {\n      id\n      entryDate\n      shift\n      jobTitle\n      incidentNotes\n      event {\n        id\n        eventTitle\n      }\n      participants {\n        id\n        name\n        jobTitle\n        employeeNumber\n        notes\n      }\n    }\n    steps {\n      id\n      stepIndex\n      stepName\n      filedOn\n      answeredOn\n      answer\n      extendedTo\n      extensionNote\n    }\n    history {\n      ...DeskCaseEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment CaseDetailFields on CaseDetail {\n    canWork\n    canTake\n    procedureSteps\n    today\n    grievance {\n      id\n      title\n      description\n      contractViolation\n      location\n      witnessName\n      witnessEmployeeNumber\n      witnessPhone\n      witnessEmail\n      aiAssistance\n      status\n      category {\n        id\n        name\n      }\n      submittedAt\n      incidentOn\n      knowledgeOn\n      currentStep\n      outcome\n      remedy\n      nextDeadline {\n        ...DeskDeadlineFields\n      }\n    }\n    member {\n      ...DeskContactFields\n    }\n    steward {\n      ...DeskContactFields\n    }\n    evidence {\n      id\n      originalFileName\n      caption\n      mimeType\n      url\n    }\n    journalEntry {\n      id\n      entryDate\n      shift\n      jobTitle\n      incidentNotes\n      event {\n        id\n        eventTitle\n      }\n      participants {\n        id\n        name\n        jobTitle\n        employeeNumber\n        notes\n      }\n    }\n    steps {\n      id\n      stepIndex\n      stepName\n      filedOn\n      answeredOn\n      answer\n      extendedTo\n      extensionNote\n    }\n    history {\n      ...DeskCaseEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Case($id: ID!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  query Case($id: ID!) {\n    case(id: $id) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaseHistoryCheck($id: ID!) {\n    caseHistoryCheck(id: $id) {\n      intact\n      checked\n      brokenAt\n      problem\n    }\n  }\n"): (typeof documents)["\n  query CaseHistoryCheck($id: ID!) {\n    caseHistoryCheck(id: $id) {\n      intact\n      checked\n      brokenAt\n      problem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignCase($id: ID!, $stewardUserId: ID) {\n    assignCase(id: $id, stewardUserId: $stewardUserId) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AssignCase($id: ID!, $stewardUserId: ID) {\n    assignCase(id: $id, stewardUserId: $stewardUserId) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCaseStatus($id: ID!, $input: CaseStatusInput!) {\n    changeCaseStatus(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeCaseStatus($id: ID!, $input: CaseStatusInput!) {\n    changeCaseStatus(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordCaseStep($id: ID!, $input: CaseStepInput!) {\n    recordCaseStep(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation RecordCaseStep($id: ID!, $input: CaseStepInput!) {\n    recordCaseStep(id: $id, input: $input) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCaseDates($id: ID!, $incidentOn: String!, $knowledgeOn: String) {\n    setCaseDates(id: $id, incidentOn: $incidentOn, knowledgeOn: $knowledgeOn) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCaseDates($id: ID!, $incidentOn: String!, $knowledgeOn: String) {\n    setCaseDates(id: $id, incidentOn: $incidentOn, knowledgeOn: $knowledgeOn) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCaseNote($id: ID!, $text: String!, $internal: Boolean!) {\n    addCaseNote(id: $id, text: $text, internal: $internal) {\n      ...CaseDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddCaseNote($id: ID!, $text: String!, $internal: Boolean!) {\n    addCaseNote(id: $id, text: $text, internal: $internal) {\n      ...CaseDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrievanceProcedureFields on GrievanceProcedureShape {\n    dayKind\n    holidays\n    steps {\n      name\n      fileWithinDays\n      fileAfter\n      answerWithinDays\n    }\n  }\n"): (typeof documents)["\n  fragment GrievanceProcedureFields on GrievanceProcedureShape {\n    dayKind\n    holidays\n    steps {\n      name\n      fileWithinDays\n      fileAfter\n      answerWithinDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrievanceProcedure {\n    grievanceProcedure {\n      ...GrievanceProcedureFields\n    }\n  }\n"): (typeof documents)["\n  query GrievanceProcedure {\n    grievanceProcedure {\n      ...GrievanceProcedureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGrievanceProcedure($input: GrievanceProcedureInput!) {\n    updateGrievanceProcedure(input: $input) {\n      ...GrievanceProcedureFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGrievanceProcedure($input: GrievanceProcedureInput!) {\n    updateGrievanceProcedure(input: $input) {\n      ...GrievanceProcedureFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AskContract($question: String!) {\n    askContract(question: $question) {\n      answer\n      timestamp\n      confidence\n      sources\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContractOutline {\n    contractOutline {\n      id\n      title\n      kind\n      label\n      effectiveDate\n      version\n      sourceFileName\n      createdAt\n      sectionList {\n        id\n        reference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrievanceImageFields on GrievanceImage {\n    id\n    grievanceId\n    fileName\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    imageType\n    order\n    uploadedAt\n    url\n  }\n"): (typeof documents)["\n  fragment GrievanceImageFields on GrievanceImage {\n    id\n    grievanceId\n    fileName\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    imageType\n    order\n    uploadedAt\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CaseEventFields on CaseEvent {\n    id\n    seq\n    kind\n    summary\n    text\n    actorName\n    at\n  }\n"): (typeof documents)["\n  fragment CaseEventFields on CaseEvent {\n    id\n    seq\n    kind\n    summary\n    text\n    actorName\n    at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GrievanceFields on Grievance {\n    id\n    title\n    description\n    contractViolation\n    status\n    journalEntryId\n    category {\n      id\n      name\n    }\n    witnessName\n    witnessEmployeeNumber\n    witnessPhone\n    witnessEmail\n    location\n    aiAssistance\n    submittedAt\n    createdAt\n    updatedAt\n    pdfUrl\n    images {\n      ...GrievanceImageFields\n    }\n    currentStep\n    currentStepName\n    outcome\n    remedy\n    resolvedAt\n    nextDeadline {\n      kind\n      party\n      stepIndex\n      stepName\n      dueOn\n      extended\n    }\n    steward {\n      userId\n      name\n      position\n      phoneNumber\n      email\n    }\n    sharedHistory {\n      ...CaseEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment GrievanceFields on Grievance {\n    id\n    title\n    description\n    contractViolation\n    status\n    journalEntryId\n    category {\n      id\n      name\n    }\n    witnessName\n    witnessEmployeeNumber\n    witnessPhone\n    witnessEmail\n    location\n    aiAssistance\n    submittedAt\n    createdAt\n    updatedAt\n    pdfUrl\n    images {\n      ...GrievanceImageFields\n    }\n    currentStep\n    currentStepName\n    outcome\n    remedy\n    resolvedAt\n    nextDeadline {\n      kind\n      party\n      stepIndex\n      stepName\n      dueOn\n      extended\n    }\n    steward {\n      userId\n      name\n      position\n      phoneNumber\n      email\n    }\n    sharedHistory {\n      ...CaseEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Grievances {\n    grievances {\n      ...GrievanceFields\n    }\n  }\n"): (typeof documents)["\n  query Grievances {\n    grievances {\n      ...GrievanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GrievanceImages($grievanceId: ID!) {\n    grievanceImages(grievanceId: $grievanceId) {\n      ...GrievanceImageFields\n    }\n  }\n"): (typeof documents)["\n  query GrievanceImages($grievanceId: ID!) {\n    grievanceImages(grievanceId: $grievanceId) {\n      ...GrievanceImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitGrievance($id: ID!) {\n    submitGrievance(id: $id) {\n      ...GrievanceFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitGrievance($id: ID!) {\n    submitGrievance(id: $id) {\n      ...GrievanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawGrievance($id: ID!) {\n    withdrawGrievance(id: $id)\n  }\n"): (typeof documents)["\n  mutation WithdrawGrievance($id: ID!) {\n    withdrawGrievance(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGrievanceImage($id: ID!, $caption: String) {\n    updateGrievanceImage(id: $id, caption: $caption) {\n      ...GrievanceImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGrievanceImage($id: ID!, $caption: String) {\n    updateGrievanceImage(id: $id, caption: $caption) {\n      ...GrievanceImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddGrievanceNote($grievanceId: ID!, $text: String!) {\n    addGrievanceNote(grievanceId: $grievanceId, text: $text) {\n      ...CaseEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddGrievanceNote($grievanceId: ID!, $text: String!) {\n    addGrievanceNote(grievanceId: $grievanceId, text: $text) {\n      ...CaseEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawCase($grievanceId: ID!, $reason: String) {\n    withdrawCase(grievanceId: $grievanceId, reason: $reason) {\n      ...GrievanceFields\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawCase($grievanceId: ID!, $reason: String) {\n    withdrawCase(grievanceId: $grievanceId, reason: $reason) {\n      ...GrievanceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query HomeAnnouncements {\n    bulletins {\n      id\n      title\n      content\n      type\n      isActive\n      publishedAt\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRepresentation {\n    representationRights {\n      script {\n        basis\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnalyzeForGrievance($journalContent: String!) {\n    analyzeForGrievance(journalContent: $journalContent) {\n      suggestedArticles {\n        article\n        reason\n        confidence\n        sectionId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnalyzeForGrievance($journalContent: String!) {\n    analyzeForGrievance(journalContent: $journalContent) {\n      suggestedArticles {\n        article\n        reason\n        confidence\n        sectionId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGrievance($input: GrievanceInput!) {\n    createGrievance(input: $input) {\n      id\n      title\n      status\n      journalEntryId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGrievance($input: GrievanceInput!) {\n    createGrievance(input: $input) {\n      id\n      title\n      status\n      journalEntryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalEventFields on JournalEvent {\n    id\n    eventTitle\n    description\n    isActive\n    createdAt\n  }\n"): (typeof documents)["\n  fragment JournalEventFields on JournalEvent {\n    id\n    eventTitle\n    description\n    isActive\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalParticipantFields on JournalParticipant {\n    id\n    entryId\n    name\n    jobTitle\n    employeeNumber\n    order\n    notes\n  }\n"): (typeof documents)["\n  fragment JournalParticipantFields on JournalParticipant {\n    id\n    entryId\n    name\n    jobTitle\n    employeeNumber\n    order\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalImageFields on JournalEntryImage {\n    id\n    entryId\n    order\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    url\n    uploadedAt\n  }\n"): (typeof documents)["\n  fragment JournalImageFields on JournalEntryImage {\n    id\n    entryId\n    order\n    originalFileName\n    fileSize\n    mimeType\n    caption\n    url\n    uploadedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JournalEntryFields on JournalEntry {\n    id\n    eventId\n    event {\n      ...JournalEventFields\n    }\n    employeeName\n    employeeNumber\n    shift\n    teamNumber\n    jobTitle\n    isSwappedShift\n    incidentNotes\n    entryDate\n    status\n    isGrievance\n    isClosed\n    readOnlyReason\n    version\n    createdAt\n    updatedAt\n    images {\n      ...JournalImageFields\n    }\n    participants {\n      ...JournalParticipantFields\n    }\n  }\n"): (typeof documents)["\n  fragment JournalEntryFields on JournalEntry {\n    id\n    eventId\n    event {\n      ...JournalEventFields\n    }\n    employeeName\n    employeeNumber\n    shift\n    teamNumber\n    jobTitle\n    isSwappedShift\n    incidentNotes\n    entryDate\n    status\n    isGrievance\n    isClosed\n    readOnlyReason\n    version\n    createdAt\n    updatedAt\n    images {\n      ...JournalImageFields\n    }\n    participants {\n      ...JournalParticipantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalEvents {\n    journalEvents {\n      ...JournalEventFields\n    }\n  }\n"): (typeof documents)["\n  query JournalEvents {\n    journalEvents {\n      ...JournalEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalEntries {\n    journalEntries {\n      ...JournalEntryFields\n    }\n  }\n"): (typeof documents)["\n  query JournalEntries {\n    journalEntries {\n      ...JournalEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalEntry($id: ID!) {\n    journalEntry(id: $id) {\n      ...JournalEntryFields\n    }\n  }\n"): (typeof documents)["\n  query JournalEntry($id: ID!) {\n    journalEntry(id: $id) {\n      ...JournalEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJournalEvent($input: JournalEventInput!) {\n    createJournalEvent(input: $input) {\n      ...JournalEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJournalEvent($input: JournalEventInput!) {\n    createJournalEvent(input: $input) {\n      ...JournalEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJournalEntry($input: JournalEntryInput!) {\n    createJournalEntry(input: $input) {\n      ...JournalEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJournalEntry($input: JournalEntryInput!) {\n    createJournalEntry(input: $input) {\n      ...JournalEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJournalEntry($id: ID!, $input: JournalEntryUpdateInput!) {\n    updateJournalEntry(id: $id, input: $input) {\n      ...JournalEntryFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJournalEntry($id: ID!, $input: JournalEntryUpdateInput!) {\n    updateJournalEntry(id: $id, input: $input) {\n      ...JournalEntryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJournalParticipant($entryId: ID!, $input: JournalParticipantInput!) {\n    addJournalParticipant(entryId: $entryId, input: $input) {\n      ...JournalParticipantFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddJournalParticipant($entryId: ID!, $input: JournalParticipantInput!) {\n    addJournalParticipant(entryId: $entryId, input: $input) {\n      ...JournalParticipantFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveJournalParticipant($id: ID!) {\n    removeJournalParticipant(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveJournalParticipant($id: ID!) {\n    removeJournalParticipant(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InterruptedMeetings {\n    meetings {\n      id\n      recordings {\n        id\n        status\n        startedAt\n        audio {\n          durationSeconds\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeetingRecordingFields on MeetingRecording {\n    id\n    meetingId\n    position\n    status\n    startedAt\n    closedAt\n    transcript\n    transcriptStatus\n    transcriptProgress\n    transcriptIsDraft\n    transcriptError\n    audio {\n      mimeType\n      fileSize\n      durationSeconds\n      chunks\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment MeetingRecordingFields on MeetingRecording {\n    id\n    meetingId\n    position\n    status\n    startedAt\n    closedAt\n    transcript\n    transcriptStatus\n    transcriptProgress\n    transcriptIsDraft\n    transcriptError\n    audio {\n      mimeType\n      fileSize\n      durationSeconds\n      chunks\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MeetingFields on Meeting {\n    id\n    status\n    startedAt\n    finalizedAt\n    participants {\n      name\n      employeeNumber\n      role\n    }\n    recordingConsent\n    notes\n    recordings {\n      ...MeetingRecordingFields\n    }\n    images {\n      id\n      originalFileName\n      fileSize\n      mimeType\n      caption\n      order\n      url\n    }\n    grievanceId\n    recordUrl\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment MeetingFields on Meeting {\n    id\n    status\n    startedAt\n    finalizedAt\n    participants {\n      name\n      employeeNumber\n      role\n    }\n    recordingConsent\n    notes\n    recordings {\n      ...MeetingRecordingFields\n    }\n    images {\n      id\n      originalFileName\n      fileSize\n      mimeType\n      caption\n      order\n      url\n    }\n    grievanceId\n    recordUrl\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Meetings {\n    meetings {\n      ...MeetingFields\n    }\n  }\n"): (typeof documents)["\n  query Meetings {\n    meetings {\n      ...MeetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMeeting($input: MeetingStartInput!) {\n    startMeeting(input: $input) {\n      ...MeetingFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartMeeting($input: MeetingStartInput!) {\n    startMeeting(input: $input) {\n      ...MeetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeetingRecording($id: ID!) {\n    meetingRecording(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n"): (typeof documents)["\n  query MeetingRecording($id: ID!) {\n    meetingRecording(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartMeetingRecording($meetingId: ID!) {\n    startMeetingRecording(meetingId: $meetingId) {\n      ...MeetingRecordingFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartMeetingRecording($meetingId: ID!) {\n    startMeetingRecording(meetingId: $meetingId) {\n      ...MeetingRecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishMeetingRecording($id: ID!, $durationSeconds: Float) {\n    finishMeetingRecording(id: $id, durationSeconds: $durationSeconds) {\n      ...MeetingRecordingFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinishMeetingRecording($id: ID!, $durationSeconds: Float) {\n    finishMeetingRecording(id: $id, durationSeconds: $durationSeconds) {\n      ...MeetingRecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryMeetingRecordingTranscription($id: ID!) {\n    retryMeetingRecordingTranscription(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryMeetingRecordingTranscription($id: ID!) {\n    retryMeetingRecordingTranscription(id: $id) {\n      ...MeetingRecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMeetingRecording($id: ID!, $input: MeetingRecordingUpdateInput!) {\n    updateMeetingRecording(id: $id, input: $input) {\n      ...MeetingRecordingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMeetingRecording($id: ID!, $input: MeetingRecordingUpdateInput!) {\n    updateMeetingRecording(id: $id, input: $input) {\n      ...MeetingRecordingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinalizeMeeting($id: ID!, $input: MeetingUpdateInput!) {\n    finalizeMeeting(id: $id, input: $input) {\n      ...MeetingFields\n    }\n  }\n"): (typeof documents)["\n  mutation FinalizeMeeting($id: ID!, $input: MeetingUpdateInput!) {\n    finalizeMeeting(id: $id, input: $input) {\n      ...MeetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMeeting($id: ID!) {\n    deleteMeeting(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMeeting($id: ID!) {\n    deleteMeeting(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AttachMeetingToGrievance($id: ID!, $grievanceId: ID) {\n    attachMeetingToGrievance(id: $id, grievanceId: $grievanceId) {\n      ...MeetingFields\n    }\n  }\n"): (typeof documents)["\n  mutation AttachMeetingToGrievance($id: ID!, $grievanceId: ID) {\n    attachMeetingToGrievance(id: $id, grievanceId: $grievanceId) {\n      ...MeetingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeetingGrievanceChoices {\n    grievances {\n      id\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  query MeetingGrievanceChoices {\n    grievances {\n      id\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MeetingRightsProvision($question: String!) {\n    askContract(question: $question) {\n      answer\n      confidence\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MeetingRightsProvision($question: String!) {\n    askContract(question: $question) {\n      answer\n      confidence\n      citations {\n        reference\n        sectionId\n      }\n      representation {\n        basis\n        words\n        steps\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeetingStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n    }\n  }\n"): (typeof documents)["\n  query MeetingStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStewardFields on ShopSteward {\n    id\n    name\n    position\n    department\n    shift\n    phoneNumber\n    email\n    isActive\n  }\n"): (typeof documents)["\n  fragment AdminStewardFields on ShopSteward {\n    id\n    name\n    position\n    department\n    shift\n    phoneNumber\n    email\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllShopStewards {\n    allShopStewards {\n      ...AdminStewardFields\n    }\n  }\n"): (typeof documents)["\n  query AllShopStewards {\n    allShopStewards {\n      ...AdminStewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShopSteward($input: StewardInput!) {\n    createShopSteward(input: $input) {\n      ...AdminStewardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShopSteward($input: StewardInput!) {\n    createShopSteward(input: $input) {\n      ...AdminStewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {\n    updateShopSteward(id: $id, input: $input) {\n      ...AdminStewardFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShopSteward($id: ID!, $input: StewardUpdateInput!) {\n    updateShopSteward(id: $id, input: $input) {\n      ...AdminStewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateShopSteward($id: ID!) {\n    deactivateShopSteward(id: $id) {\n      ...AdminStewardFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateShopSteward($id: ID!) {\n    deactivateShopSteward(id: $id) {\n      ...AdminStewardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRowFields on Member {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    department\n    steward {\n      id\n      name\n      department\n    }\n  }\n"): (typeof documents)["\n  fragment MemberRowFields on Member {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    department\n    steward {\n      id\n      name\n      department\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($search: String, $status: MemberStatus, $role: MemberRole, $department: String, $first: Int, $after: String) {\n    members(search: $search, status: $status, role: $role, department: $department, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberRowFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($search: String, $status: MemberStatus, $role: MemberRole, $department: String, $first: Int, $after: String) {\n    members(search: $search, status: $status, role: $role, department: $department, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberRowFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberChangeFields on MemberChangeRecord {\n    id\n    at\n    actor {\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"): (typeof documents)["\n  fragment MemberChangeFields on MemberChangeRecord {\n    id\n    at\n    actor {\n      firstName\n      lastName\n    }\n    changes {\n      field\n      from\n      to\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberDetailsFields on MemberDetails {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    employmentStatus\n    personalEmail\n    phoneNumber\n    hireDate\n    createdAt\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    stewardId\n    steward {\n      id\n      name\n      position\n      department\n    }\n    changes {\n      ...MemberChangeFields\n    }\n    olderChangesCursor\n  }\n"): (typeof documents)["\n  fragment MemberDetailsFields on MemberDetails {\n    id\n    username\n    firstName\n    lastName\n    employeeNumber\n    employmentStatus\n    personalEmail\n    phoneNumber\n    hireDate\n    createdAt\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n    isActive\n    stewardId\n    steward {\n      id\n      name\n      position\n      department\n    }\n    changes {\n      ...MemberChangeFields\n    }\n    olderChangesCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberChanges($id: ID!, $first: Int, $after: String) {\n    memberChanges(id: $id, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberChangeFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberChanges($id: ID!, $first: Int, $after: String) {\n    memberChanges(id: $id, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...MemberChangeFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query Member($id: ID!) {\n    member(id: $id) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: ID!, $input: MemberUpdateInput!) {\n    updateMember(id: $id, input: $input) {\n      ...MemberDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorageUsage {\n    storageUsage {\n      usedBytes\n      quotaBytes\n    }\n  }\n"): (typeof documents)["\n  query StorageUsage {\n    storageUsage {\n      usedBytes\n      quotaBytes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      hint\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query AccessTokens {\n    accessTokens {\n      id\n      name\n      hint\n      scopes\n      createdAt\n      expiresAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccessToken($input: AccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        hint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccessToken($input: AccessTokenInput!) {\n    createAccessToken(input: $input) {\n      token\n      accessToken {\n        id\n        name\n        hint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeAccessToken($id: ID!) {\n    revokeAccessToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n      shift\n      phoneNumber\n      email\n    }\n  }\n"): (typeof documents)["\n  query ShopStewards {\n    shopStewards {\n      id\n      name\n      position\n      department\n      shift\n      phoneNumber\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n"): (typeof documents)["\n  query ContractSection($id: ID!) {\n    contractSection(id: $id) {\n      id\n      reference\n      articleLabel\n      articleTitle\n      sectionNumber\n      sectionTitle\n      text\n      documentTitle\n      effectiveDate\n      isCurrent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments {\n    departments\n  }\n"): (typeof documents)["\n  query Departments {\n    departments\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    firstName\n    lastName\n    personalEmail\n    phoneNumber\n    employeeNumber\n    employmentStatus\n    department\n    isAdmin\n    isSuperAdmin\n    isSteward\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"): (typeof documents)["\n  query Branding {\n    branding {\n      unionName\n      localNumber\n      hubName\n      contractDate\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;