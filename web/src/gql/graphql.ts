/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new personal access token (createAccessToken). */
export type AccessTokenInput = {
  /** Days until it expires: 30, 90 or 365; left out: 30. null: never expires (administrators only). */
  expiresInDays?: number | null | undefined;
  /** A name to recognise it by, such as the script that uses it; 1 to 100 characters. */
  name: string;
  /** What it may do, among 'read' (your own data, and what every member may read), 'write' (needs 'read'), 'admin:read' and 'admin:write' (administrators only; 'admin:write' needs 'admin:read'). BAD_USER_INPUT for any other word. */
  scopes: Array<string>;
};

/** An email address to put on the allowlist (addAllowlistEmail, administrators only). */
export type AllowlistInput = {
  /** A valid email address, at most 254 characters ('Please enter a valid email address'); stored trimmed and lower-cased. CONFLICT 'This email is already on the allowlist'. */
  email: string;
  /** true (the default) lets the address register now; false keeps it listed but refused. */
  isActive?: boolean | null | undefined;
};

/** A new bulletin (createBulletin, administrators only). Errors are BAD_USER_INPUT with a message per field. */
export type BulletinInput = {
  /** The announcement's text, 1 to 20,000 characters ('Content is required'). */
  content: string;
  /** true saves it as a Draft (no publish date, whatever publishedAt says). */
  draft?: boolean | null | undefined;
  /** When it expires: an ISO 8601 date or date-time with its offset, after the publish date ('Expiration date must be after the publish date'). Empty or absent: permanent. */
  expiresAt?: string | null | undefined;
  /** true (the default) shows it in the feed; false hides it. */
  isActive?: boolean | null | undefined;
  /** true (the default) for a public bulletin; false for a private one that members subscribe to. */
  isPublic?: boolean | null | undefined;
  /** When to publish: an ISO 8601 date or date-time with its offset (2026-03-10T14:00:00Z; a date alone is midnight UTC), years 1900 to 9999. Empty or absent: published now. A future date keeps it from members until then. */
  publishedAt?: string | null | undefined;
  /** The title, 1 to 200 characters ('Title is required'). */
  title: string;
  /** general (the default), test_scores, training or urgent. */
  type?: BulletinType | null | undefined;
};

/** What a bulletin is about (shown as General, Test Scores, Training, Urgent). */
export type BulletinType =
  /** General union news (the default). */
  | 'general'
  /** Test results and scores published to members. */
  | 'test_scores'
  /** Training sessions and requirements. */
  | 'training'
  /** Urgent: something members must know or act on now. */
  | 'urgent';

/** An edit of a bulletin (updateBulletin, administrators only): only the fields given change, each under the same rule as when creating. */
export type BulletinUpdateInput = {
  /** The announcement's text, 1 to 20,000 characters; omit to keep it. */
  content?: string | null | undefined;
  /** true turns it back into a Draft (no publish date); false publishes a draft now; absent: unchanged. */
  draft?: boolean | null | undefined;
  /** A new expiry: ISO 8601 date or date-time with its offset, after the publish date. Empty or null: permanent. Absent: unchanged. */
  expiresAt?: string | null | undefined;
  /** true shows it in the feed, false hides it; omit to keep it. */
  isActive?: boolean | null | undefined;
  /** true for public, false for private; omit to keep it. */
  isPublic?: boolean | null | undefined;
  /** A new publish date: ISO 8601 date or date-time with its offset, years 1900 to 9999. Empty or null: now. Absent: unchanged. */
  publishedAt?: string | null | undefined;
  /** The title, 1 to 200 characters; omit to keep it. */
  title?: string | null | undefined;
  /** general, test_scores, training or urgent; omit to keep it. */
  type?: BulletinType | null | undefined;
};

/** A new password for the signed-in member (changePassword). */
export type ChangePasswordInput = {
  /** The password in use now; a wrong one counts toward the sign-in limits. */
  currentPassword: string;
  /** The new password: 8 to 128 characters (the same one again signs out everywhere else). */
  newPassword: string;
};

/** Which kind of contract document: the agreement itself, or a letter of agreement / side letter. */
export type ContractDocumentKind =
  /** The collective bargaining agreement itself, made of articles and their sections. */
  | 'agreement'
  /** A letter of agreement or side letter that amends or explains the agreement; cited by the letter's name. */
  | 'side_letter';

/** A member's employment status (shown as Full-Time or Part-Time): decides which contract provisions apply. */
export type EmploymentStatus =
  /** Full-Time: eligible for full benefits and contract provisions. */
  | 'full_time'
  /** Part-Time: subject to part-time specific contract provisions. */
  | 'part_time';

/** A new grievance (createGrievance), plain or converted from a journal entry. Errors are BAD_USER_INPUT with a message per field, in the spec's words. */
export type GrievanceInput = {
  /** The AI suggestions the member saw, as readable text, at most 20,000 characters; optional. */
  aiAssistance?: string | null | undefined;
  /** Id of an active grievance category (grievanceCategories); optional. An unknown or inactive one is BAD_USER_INPUT 'Please select a valid category'. */
  categoryId?: string | number | null | undefined;
  /** Which contract provisions were violated, 1 to 20,000 characters ('Contract violation details are required'). */
  contractViolation: string;
  /** What happened, 1 to 50,000 characters ('Description is required'). */
  description: string;
  /** Id of the member's own journal entry to convert: the entry becomes read-only and its photos are copied as evidence. NOT_FOUND for another member's entry; CONFLICT when it is closed or already converted. */
  journalEntryId?: string | number | null | undefined;
  /** Where it happened, at most 200 characters; optional. */
  location?: string | null | undefined;
  /** draft (the default) or submitted (submits it at once); other statuses are refused. */
  status?: GrievanceStatus | null | undefined;
  /** The title, 1 to 200 characters ('Title is required'). */
  title: string;
  /** The witness's email ('Please enter a valid email address'), at most 254 characters; optional. */
  witnessEmail?: string | null | undefined;
  /** The witness's employee number, at most 32 characters; optional. */
  witnessEmployeeNumber?: string | null | undefined;
  /** A witness's name, at most 200 characters; optional. */
  witnessName?: string | null | undefined;
  /** The witness's phone: digits, spaces, -, ( ) and + only, at most 32 characters ('Invalid phone number format'); optional. */
  witnessPhone?: string | null | undefined;
};

/** Where a grievance stands (labels Draft, Submitted, In Progress, Resolved, Closed). A member creates it as draft or submitted and submits a draft; the later statuses are the union's to set. */
export type GrievanceStatus =
  /** Closed without further action. */
  | 'closed'
  /** Being written: the member may still change, add images to, submit or withdraw it. */
  | 'draft'
  /** Being handled by the union. */
  | 'in_progress'
  /** Resolved: the grievance has been settled. */
  | 'resolved'
  /** Submitted by the member (submittedAt says when): read-only for the member from then on. */
  | 'submitted';

/** What a grievance image is for. */
export type ImageType =
  /** A document supporting the grievance (for example a schedule or a notice). */
  | 'documentation'
  /** Evidence of what happened (the default: every uploaded image and every photo copied from a journal entry). */
  | 'evidence';

/** A new journal entry (createJournalEntry). Errors are BAD_USER_INPUT with a message per field, in the spec's words. */
export type JournalEntryInput = {
  /** The employee the entry is about, 1 to 200 characters ('Employee name is required'). */
  employeeName: string;
  /** That employee's number, 1 to 32 characters ('Employee number is required'). */
  employeeNumber: string;
  /** The day the entry is about, YYYY-MM-DD, from 1950-01-01 up to tomorrow (no future dates); defaults to today. */
  entryDate?: string | null | undefined;
  /** Id of one of the member's own active events ('Please select an event'); another member's event is NOT_FOUND. */
  eventId: string | number;
  /** What happened, 1 to 50,000 characters ('Incident notes are required'). */
  incidentNotes: string;
  /** Creates the entry closed (read-only); defaults to false. */
  isClosed?: boolean | null | undefined;
  /** Marks the entry as already converted to a grievance (read-only); defaults to false. To convert it, use createGrievance with journalEntryId instead. */
  isGrievance?: boolean | null | undefined;
  /** True when the shift was swapped; defaults to false. */
  isSwappedShift?: boolean | null | undefined;
  /** The employee's job title, 1 to 100 characters, e.g. 'Fleet Service Agent' ('Job title is required'). */
  jobTitle: string;
  /** The shift worked, 1 to 50 characters, e.g. '10pm-6am (Night)' ('Shift is required'). */
  shift: string;
  /** draft (the default), saved, grievance_ready or closed; closed makes the entry read-only at once. */
  status?: JournalEntryStatus | null | undefined;
  /** The team number, at most 50 characters; optional. */
  teamNumber?: string | null | undefined;
};

/** The member's label for a journal entry (shown as Draft, Saved, Grievance Ready, Closed); the member may choose any. */
export type JournalEntryStatus =
  /** Closed: the entry becomes read-only (isClosed true) and no longer changes. */
  | 'closed'
  /** Being written (the default for a new entry). */
  | 'draft'
  /** The member thinks it is ready to become a grievance; still editable until converted. */
  | 'grievance_ready'
  /** Written and saved by the member; still editable. */
  | 'saved';

/** An edit of a journal entry (updateJournalEntry, auto-save): only the fields sent change, each under the same rule as when creating. */
export type JournalEntryUpdateInput = {
  /** The employee the entry is about, 1 to 200 characters; omit to keep it. */
  employeeName?: string | null | undefined;
  /** That employee's number, 1 to 32 characters; omit to keep it. */
  employeeNumber?: string | null | undefined;
  /** The day the entry is about, YYYY-MM-DD, from 1950-01-01 up to tomorrow; omit to keep it. */
  entryDate?: string | null | undefined;
  /** The entry's version the client last saw (JournalEntry.version): when the entry has changed since, nothing is saved and the answer is CONFLICT with the current entry in extensions.current. Omit it and the last save wins. */
  expectedVersion?: number | null | undefined;
  /** What happened, 1 to 50,000 characters; omit to keep it. */
  incidentNotes?: string | null | undefined;
  /** True when the shift was swapped; omit to keep it. */
  isSwappedShift?: boolean | null | undefined;
  /** The employee's job title, 1 to 100 characters; omit to keep it. */
  jobTitle?: string | null | undefined;
  /** The shift worked, 1 to 50 characters; omit to keep it. */
  shift?: string | null | undefined;
  /** draft, saved, grievance_ready or closed; closed makes the entry read-only; omit to keep it. */
  status?: JournalEntryStatus | null | undefined;
  /** The team number, at most 50 characters; empty or null removes it; omit to keep it. */
  teamNumber?: string | null | undefined;
};

/** A new workplace event (createJournalEvent). Errors are BAD_USER_INPUT with a message per field. */
export type JournalEventInput = {
  /** What the event is about, at most 5000 characters; optional. */
  description?: string | null | undefined;
  /** The event's title, 1 to 200 characters ('Event title is required'). */
  eventTitle: string;
  /** Whether the event takes new entries; defaults to true. */
  isActive?: boolean | null | undefined;
};

/** A witness or participant to add to a journal entry (addJournalParticipant). Errors are BAD_USER_INPUT with a message per field. */
export type JournalParticipantInput = {
  /** The participant's employee number, at most 32 characters; optional. */
  employeeNumber?: string | null | undefined;
  /** The participant's job title, 1 to 100 characters ('Job title is required'). */
  jobTitle: string;
  /** The participant's full name, 1 to 200 characters ('Full name is required'). */
  name: string;
  /** Notes about the participant, at most 2000 characters; optional. */
  notes?: string | null | undefined;
  /** The wanted position, 1 to 8 ('Maximum 8 participants allowed'); the first free position when omitted or taken. */
  order?: number | null | undefined;
};

/** The labour-law regime the local is under (the server's LABOR_LAW): it decides what a member is told about representation. */
export type LaborLaw =
  /** National Labor Relations Act: the Weingarten right to a representative in an investigatory interview. */
  | 'nlra'
  /** Public-sector labour law: varies by state; the agreement decides. */
  | 'public'
  /** Railway Labor Act (airlines, railroads): a representative is a right only where the agreement grants one. */
  | 'rla';

/** A username and password to sign in with (login). Ten wrong passwords in a row for one username from one address lock that pair for 15 minutes (RATE_LIMITED). */
export type LoginInput = {
  /** The account's password, exactly as set; required, at most 128 characters. */
  password: string;
  /** The account's username, compared trimmed and case-insensitively; required, at most 64 characters. */
  username: string;
};

/** Someone present at the meeting. */
export type MeetingParticipantInput = {
  /** The participant's employee number, at most 32 characters; optional (empty means none). */
  employeeNumber?: string | null | undefined;
  /** The participant's name, 1 to 200 characters ('Participant name is required'). */
  name: string;
  /** What the participant was there as: manager, supervisor, coworker or shop_steward. */
  role: MeetingRole;
};

/** Whether a recording still takes audio: recording (open) until it is finished, then closed for good. */
export type MeetingRecordingStatus =
  /** Closed: no more audio; its file carries its duration, and its transcript is written or being written. */
  | 'closed'
  /** Open: uploadMeetingRecordingChunk appends chunks until finishMeetingRecording closes it. */
  | 'recording';

/** An edit of one recording (updateMeetingRecording): only the fields sent change. */
export type MeetingRecordingUpdateInput = {
  /** The recording's corrected transcript, at most 500,000 characters; omit to keep it. CONFLICT while its transcription is pending or processing. */
  transcript?: string | null | undefined;
};

/** What a participant was at the meeting as (shown as Manager, Supervisor, Coworker, Shop Steward). */
export type MeetingRole =
  /** A fellow worker present as a witness. */
  | 'coworker'
  /** A manager of the airline. */
  | 'manager'
  /** A union shop steward representing the member. */
  | 'shop_steward'
  /** The member's supervisor or another supervisor. */
  | 'supervisor';

/** A new meeting record (startMeeting). */
export type MeetingStartInput = {
  /** The member's notes, at most 100,000 characters; optional. */
  notes?: string | null | undefined;
  /** Who is present: 1 to 20 participants ('Please add at least one participant'). */
  participants: Array<MeetingParticipantInput>;
  /** True when every participant consents to recording: the record starts as recording and accepts audio chunks; false starts a draft with no audio. */
  recordingConsent: boolean;
};

/** Where a meeting record stands: recording while one of its recordings is open, draft between recordings (another may start), finalized at the end. */
export type MeetingStatus =
  /** No recording is open (all closed, or none made); the record can still be edited, recorded again (startMeetingRecording) or finalized. */
  | 'draft'
  /** Read-only: nothing changes any more, except that images may still be added (at most 5). */
  | 'finalized'
  /** One of its recordings is open: it takes chunks (uploadMeetingRecordingChunk) until finishMeetingRecording. */
  | 'recording';

/** An edit of a meeting record (updateMeeting, finalizeMeeting): only the fields sent change. */
export type MeetingUpdateInput = {
  /** The notes, at most 100,000 characters; omit to keep them. */
  notes?: string | null | undefined;
  /** The whole new list of participants (1 to 20), replacing the old one; omit to keep it. */
  participants?: Array<MeetingParticipantInput> | null | undefined;
  /**
   * The first recording's corrected transcript, at most 500,000 characters; omit to keep it. CONFLICT while a transcription is pending or processing.
   * @deprecated A meeting holds several recordings: correct each with updateMeetingRecording.
   */
  transcript?: string | null | undefined;
};

/** What a change in Member Management touched. */
export type MemberChangeField =
  /** Whether the account may sign in: 'true' or 'false'. */
  | 'isActive'
  /** The administrator role: 'true' or 'false'. */
  | 'isAdmin'
  /** The steward role: 'true' or 'false'. */
  | 'isSteward'
  /** The super-administrator role (it ends with the administrator role): 'true' or 'false'. */
  | 'isSuperAdmin'
  /** The linked steward directory record: its id, or null for none. */
  | 'stewardId';

/** A member's role in the local, for the member list's filter. */
export type MemberRole =
  /** An administrator or super-administrator. */
  | 'admin'
  /** Neither a steward nor an administrator. */
  | 'member'
  /** A shop steward (isSteward). */
  | 'steward';

/** Whether an account may sign in: active, or disabled by an administrator. */
export type MemberStatus =
  /** The member may sign in and use the app. */
  | 'active'
  /** The account cannot sign in; its sessions and access tokens were ended when it was disabled. */
  | 'disabled';

/** A change to a member (updateMember): any of the fields, at least one. */
export type MemberUpdateInput = {
  /** false disables the account: it cannot sign in, and its sessions and access tokens end at once. Nobody can disable themselves or the last active super-administrator. */
  isActive?: boolean | null | undefined;
  /** Grant (true) or remove (false) the administrator role: super-administrators only (FORBIDDEN otherwise). */
  isAdmin?: boolean | null | undefined;
  /** Make the member a shop steward (true) or not (false). */
  isSteward?: boolean | null | undefined;
  /** Link this steward directory record to the member (one person, one record: a record linked to another member is CONFLICT); null unlinks. Left out: unchanged. */
  stewardId?: string | number | null | undefined;
};

/** The signed-in member's own profile (updateProfile); every field is sent, each replaces the stored value. */
export type ProfileInput = {
  /** The airline employee number, 1 to 32 characters; CONFLICT when another account has it. */
  employeeNumber: string;
  /** full_time or part_time ('Please select your employment status'). */
  employmentStatus: EmploymentStatus;
  /** First name, 1 to 100 characters ('First name is required'). */
  firstName: string;
  /** Last name, 1 to 100 characters ('Last name is required'). */
  lastName: string;
  /** A valid email, at most 254 characters, stored lower-cased; CONFLICT when another account has it, or when it is a new address that is on the registration allowlist (kept for the member it was allowlisted for). */
  personalEmail: string;
  /** Digits, spaces, -, ( ) and + only, at most 32 characters ('Invalid phone number format'); empty or null removes it. */
  phoneNumber?: string | null | undefined;
};

/** A new member's account (register). The personalEmail must be on the allowlist; the account starts as a member, never an administrator. */
export type RegisterInput = {
  /** Badge renewal date, YYYY-MM-DD; optional (empty means none). */
  badgeRenewalDate?: string | null | undefined;
  /** The airline employee number, 1 to 32 characters; CONFLICT when another account has it. */
  employeeNumber: string;
  /** full_time or part_time ('Employment status is required'). */
  employmentStatus: EmploymentStatus;
  /** First name, 1 to 100 characters. */
  firstName: string;
  /** Hire date, YYYY-MM-DD (a real calendar day); required. */
  hireDate: string;
  /** International badge renewal date, YYYY-MM-DD; optional (empty means none). */
  intlBadgeRenewalDate?: string | null | undefined;
  /** Last hearing test date, YYYY-MM-DD; optional (empty means none). */
  lastHearingTestDate?: string | null | undefined;
  /** Last name, 1 to 100 characters. */
  lastName: string;
  /** A short biography, trimmed, at most 2000 characters; optional. */
  miniBio?: string | null | undefined;
  /** 8 to 128 characters ('Password must be at least 8 characters'); stored only as an argon2id hash. */
  password: string;
  /** A valid email, at most 254 characters, that an administrator put on the allowlist (else FORBIDDEN); one account per email (else CONFLICT). */
  personalEmail: string;
  /** Pushback training date, YYYY-MM-DD; optional (empty means none). */
  pushbackTrainingDate?: string | null | undefined;
  /** Sign-in name, trimmed, 1 to 64 characters; CONFLICT 'Username is already taken' when another account has it (compared case-insensitively). */
  username: string;
  /** Wide-body training date, YYYY-MM-DD; optional (empty means none). */
  wideBodyTrainingDate?: string | null | undefined;
};

/** An officer's confirmation of the agreement's representation provision. */
export type RepresentationProvisionInput = {
  /** Whether it lets a member decline to go on until the representative arrives. */
  allowsDeclining: boolean;
  /** The provision as members will see it cited, 1 to 200 characters: 'Article 19, Section 4'. */
  reference: string;
  /** The section it was confirmed from, from representationProposals (optional). */
  sectionId?: string | number | null | undefined;
};

/** Which script a member is given. */
export type RepresentationScriptKind =
  /** The agreement grants a representative: the words cite its provision (and decline only where it allows). */
  | 'agreement'
  /** No right confirmed: ask, have the request noted, answer truthfully, contact a steward right after. */
  | 'ask_and_note'
  /** NLRA: ask for a representative and decline to go on until one arrives. */
  | 'weingarten';

/** A new shop steward (createShopSteward). Errors are BAD_USER_INPUT with a message per field. */
export type StewardInput = {
  /** Department, 1 to 100 characters, e.g. Ramp. */
  department: string;
  /** A valid email, at most 254 characters, stored lower-cased; optional (empty or null: none). */
  email?: string | null | undefined;
  /** Whether the steward is listed in the directory; defaults to true. */
  isActive?: boolean | null | undefined;
  /** Full name, 1 to 200 characters ('Name is required'). */
  name: string;
  /** At least 10 digits ('Phone number must be at least 10 digits'); digits, spaces, -, ( ) and + only; at most 32 characters. */
  phoneNumber: string;
  /** Position, 1 to 100 characters, e.g. Chief Steward, Alternate Steward, Steward. */
  position: string;
  /** day, night or swing (shown as Day Shift, Night Shift, Swing Shift); any other text of 1 to 50 characters is kept and shown as it is. */
  shift: string;
};

/** An edit of a shop steward (updateShopSteward): only the fields given change, each under the same rule as when creating. */
export type StewardUpdateInput = {
  /** Department, 1 to 100 characters; omit to keep it. */
  department?: string | null | undefined;
  /** A valid email, at most 254 characters; empty or null removes the email; omit to keep it. */
  email?: string | null | undefined;
  /** true lists the steward in the directory again, false removes them from it; omit to keep it. */
  isActive?: boolean | null | undefined;
  /** Full name, 1 to 200 characters; omit to keep it. */
  name?: string | null | undefined;
  /** At least 10 digits; digits, spaces, -, ( ) and + only; at most 32 characters; omit to keep it. */
  phoneNumber?: string | null | undefined;
  /** Position, 1 to 100 characters; omit to keep it. */
  position?: string | null | undefined;
  /** day, night or swing (or other text, 1 to 50 characters); omit to keep it. */
  shift?: string | null | undefined;
};

/** Where the transcription of a recording's audio stands. */
export type TranscriptStatus =
  /** The transcript is written (by the engine in transcriptEngine) and can be corrected. */
  | 'done'
  /** The transcription failed (transcriptError says why); the audio is kept and retryMeetingRecordingTranscription tries again. */
  | 'failed'
  /** No transcription was started (no audio, or the recording is still open). */
  | 'none'
  /** Queued: a background job will transcribe the audio; the transcript cannot be edited meanwhile. */
  | 'pending'
  /** Being transcribed now; transcriptProgress says how far (0-100). */
  | 'processing';

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { adminOverview: { members: number, administrators: number, activeStewards: number, activeBulletins: number, allowlistedEmails: number, activeAllowlistedEmails: number } };

export type RepresentationRightsFieldsFragment = { laborLaw: LaborLaw, laborLawLabel: string, provision: { reference: string, allowsDeclining: boolean, sectionId: string | null, confirmedAt: string } | null, script: { kind: RepresentationScriptKind, basis: string, words: string, steps: Array<string> } };

export type AdminRepresentationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRepresentationQuery = { representationRights: { laborLaw: LaborLaw, laborLawLabel: string, provision: { reference: string, allowsDeclining: boolean, sectionId: string | null, confirmedAt: string } | null, script: { kind: RepresentationScriptKind, basis: string, words: string, steps: Array<string> } }, representationProposals: Array<{ reference: string, sectionId: string }> };

export type ConfirmRepresentationMutationVariables = Exact<{
  input: RepresentationProvisionInput;
}>;


export type ConfirmRepresentationMutation = { confirmRepresentationProvision: { laborLaw: LaborLaw, laborLawLabel: string, provision: { reference: string, allowsDeclining: boolean, sectionId: string | null, confirmedAt: string } | null, script: { kind: RepresentationScriptKind, basis: string, words: string, steps: Array<string> } } };

export type ClearRepresentationMutationVariables = Exact<{ [key: string]: never; }>;


export type ClearRepresentationMutation = { clearRepresentationProvision: { laborLaw: LaborLaw, laborLawLabel: string, provision: { reference: string, allowsDeclining: boolean, sectionId: string | null, confirmedAt: string } | null, script: { kind: RepresentationScriptKind, basis: string, words: string, steps: Array<string> } } };

export type EmailAllowlistQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailAllowlistQuery = { emailAllowlist: Array<{ id: string, email: string, isActive: boolean, addedAt: string, addedByUser: { firstName: string, lastName: string, employeeNumber: string } | null }> };

export type AddAllowlistEmailMutationVariables = Exact<{
  input: AllowlistInput;
}>;


export type AddAllowlistEmailMutation = { addAllowlistEmail: { id: string, email: string } };

export type RemoveAllowlistEmailMutationVariables = Exact<{
  email: string;
}>;


export type RemoveAllowlistEmailMutation = { removeAllowlistEmail: boolean };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, isAdmin: boolean, isSuperAdmin: boolean } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, isAdmin: boolean, isSuperAdmin: boolean } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type FeedBulletinFieldsFragment = { id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, hasOptedIn: boolean };

export type FeedBulletinsQueryVariables = Exact<{ [key: string]: never; }>;


export type FeedBulletinsQuery = { bulletins: Array<{ id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, hasOptedIn: boolean }> };

export type SetBulletinVisibilityMutationVariables = Exact<{
  id: string | number;
  hasOptedIn: boolean;
}>;


export type SetBulletinVisibilityMutation = { setBulletinVisibility: { id: string, hasOptedIn: boolean } };

export type AdminBulletinFieldsFragment = { id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, createdAt: string };

export type AdminBulletinsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBulletinsQuery = { bulletins: Array<{ id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, createdAt: string }> };

export type CreateBulletinMutationVariables = Exact<{
  input: BulletinInput;
}>;


export type CreateBulletinMutation = { createBulletin: { id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, createdAt: string } };

export type UpdateBulletinMutationVariables = Exact<{
  id: string | number;
  input: BulletinUpdateInput;
}>;


export type UpdateBulletinMutation = { updateBulletin: { id: string, title: string, content: string, type: BulletinType, isPublic: boolean, isActive: boolean, publishedAt: string | null, expiresAt: string | null, createdAt: string } };

export type DeleteBulletinMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteBulletinMutation = { deleteBulletin: boolean };

export type AskContractMutationVariables = Exact<{
  question: string;
}>;


export type AskContractMutation = { askContract: { answer: string, timestamp: string, confidence: number, sources: Array<string>, citations: Array<{ reference: string, sectionId: string }>, representation: { basis: string, words: string, steps: Array<string> } | null } };

export type ContractOutlineQueryVariables = Exact<{ [key: string]: never; }>;


export type ContractOutlineQuery = { contractOutline: Array<{ id: string, title: string, kind: ContractDocumentKind, label: string, effectiveDate: string | null, version: number, sourceFileName: string | null, createdAt: string, sectionList: Array<{ id: string, reference: string }> }> };

export type GrievanceImageFieldsFragment = { id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string };

export type GrievanceFieldsFragment = { id: string, title: string, description: string, contractViolation: string, status: GrievanceStatus, journalEntryId: string | null, witnessName: string | null, witnessEmployeeNumber: string | null, witnessPhone: string | null, witnessEmail: string | null, location: string | null, aiAssistance: string | null, submittedAt: string | null, createdAt: string, updatedAt: string, pdfUrl: string, category: { id: string, name: string } | null, images: Array<{ id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string }> };

export type GrievancesQueryVariables = Exact<{ [key: string]: never; }>;


export type GrievancesQuery = { grievances: Array<{ id: string, title: string, description: string, contractViolation: string, status: GrievanceStatus, journalEntryId: string | null, witnessName: string | null, witnessEmployeeNumber: string | null, witnessPhone: string | null, witnessEmail: string | null, location: string | null, aiAssistance: string | null, submittedAt: string | null, createdAt: string, updatedAt: string, pdfUrl: string, category: { id: string, name: string } | null, images: Array<{ id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string }> }> };

export type GrievanceImagesQueryVariables = Exact<{
  grievanceId: string | number;
}>;


export type GrievanceImagesQuery = { grievanceImages: Array<{ id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string }> };

export type SubmitGrievanceMutationVariables = Exact<{
  id: string | number;
}>;


export type SubmitGrievanceMutation = { submitGrievance: { id: string, title: string, description: string, contractViolation: string, status: GrievanceStatus, journalEntryId: string | null, witnessName: string | null, witnessEmployeeNumber: string | null, witnessPhone: string | null, witnessEmail: string | null, location: string | null, aiAssistance: string | null, submittedAt: string | null, createdAt: string, updatedAt: string, pdfUrl: string, category: { id: string, name: string } | null, images: Array<{ id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string }> } };

export type WithdrawGrievanceMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawGrievanceMutation = { withdrawGrievance: boolean };

export type UpdateGrievanceImageMutationVariables = Exact<{
  id: string | number;
  caption?: string | null | undefined;
}>;


export type UpdateGrievanceImageMutation = { updateGrievanceImage: { id: string, grievanceId: string, fileName: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, imageType: ImageType, order: number, uploadedAt: string, url: string } };

export type HomeAnnouncementsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeAnnouncementsQuery = { bulletins: Array<{ id: string, title: string, content: string, type: BulletinType, isActive: boolean, publishedAt: string | null, expiresAt: string | null }> };

export type HomeRepresentationQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeRepresentationQuery = { representationRights: { script: { basis: string } } };

export type AnalyzeForGrievanceMutationVariables = Exact<{
  journalContent: string;
}>;


export type AnalyzeForGrievanceMutation = { analyzeForGrievance: { suggestedArticles: Array<{ article: string, reason: string, confidence: number, sectionId: string }> } };

export type CreateGrievanceMutationVariables = Exact<{
  input: GrievanceInput;
}>;


export type CreateGrievanceMutation = { createGrievance: { id: string, title: string, status: GrievanceStatus, journalEntryId: string | null } };

export type JournalEventFieldsFragment = { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string };

export type JournalParticipantFieldsFragment = { id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null };

export type JournalImageFieldsFragment = { id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string };

export type JournalEntryFieldsFragment = { id: string, eventId: string, employeeName: string, employeeNumber: string, shift: string, teamNumber: string | null, jobTitle: string, isSwappedShift: boolean, incidentNotes: string, entryDate: string, status: JournalEntryStatus, isGrievance: boolean, isClosed: boolean, readOnlyReason: string | null, version: number, createdAt: string, updatedAt: string, event: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }, images: Array<{ id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string }>, participants: Array<{ id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null }> };

export type JournalEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type JournalEventsQuery = { journalEvents: Array<{ id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }> };

export type JournalEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type JournalEntriesQuery = { journalEntries: Array<{ id: string, eventId: string, employeeName: string, employeeNumber: string, shift: string, teamNumber: string | null, jobTitle: string, isSwappedShift: boolean, incidentNotes: string, entryDate: string, status: JournalEntryStatus, isGrievance: boolean, isClosed: boolean, readOnlyReason: string | null, version: number, createdAt: string, updatedAt: string, event: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }, images: Array<{ id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string }>, participants: Array<{ id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null }> }> };

export type JournalEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type JournalEntryQuery = { journalEntry: { id: string, eventId: string, employeeName: string, employeeNumber: string, shift: string, teamNumber: string | null, jobTitle: string, isSwappedShift: boolean, incidentNotes: string, entryDate: string, status: JournalEntryStatus, isGrievance: boolean, isClosed: boolean, readOnlyReason: string | null, version: number, createdAt: string, updatedAt: string, event: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }, images: Array<{ id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string }>, participants: Array<{ id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null }> } };

export type CreateJournalEventMutationVariables = Exact<{
  input: JournalEventInput;
}>;


export type CreateJournalEventMutation = { createJournalEvent: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string } };

export type CreateJournalEntryMutationVariables = Exact<{
  input: JournalEntryInput;
}>;


export type CreateJournalEntryMutation = { createJournalEntry: { id: string, eventId: string, employeeName: string, employeeNumber: string, shift: string, teamNumber: string | null, jobTitle: string, isSwappedShift: boolean, incidentNotes: string, entryDate: string, status: JournalEntryStatus, isGrievance: boolean, isClosed: boolean, readOnlyReason: string | null, version: number, createdAt: string, updatedAt: string, event: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }, images: Array<{ id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string }>, participants: Array<{ id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null }> } };

export type UpdateJournalEntryMutationVariables = Exact<{
  id: string | number;
  input: JournalEntryUpdateInput;
}>;


export type UpdateJournalEntryMutation = { updateJournalEntry: { id: string, eventId: string, employeeName: string, employeeNumber: string, shift: string, teamNumber: string | null, jobTitle: string, isSwappedShift: boolean, incidentNotes: string, entryDate: string, status: JournalEntryStatus, isGrievance: boolean, isClosed: boolean, readOnlyReason: string | null, version: number, createdAt: string, updatedAt: string, event: { id: string, eventTitle: string, description: string | null, isActive: boolean, createdAt: string }, images: Array<{ id: string, entryId: string, order: number, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, url: string, uploadedAt: string }>, participants: Array<{ id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null }> } };

export type AddJournalParticipantMutationVariables = Exact<{
  entryId: string | number;
  input: JournalParticipantInput;
}>;


export type AddJournalParticipantMutation = { addJournalParticipant: { id: string, entryId: string, name: string, jobTitle: string, employeeNumber: string | null, order: number, notes: string | null } };

export type RemoveJournalParticipantMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveJournalParticipantMutation = { removeJournalParticipant: boolean };

export type InterruptedMeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InterruptedMeetingsQuery = { meetings: Array<{ id: string, recordings: Array<{ id: string, status: MeetingRecordingStatus, startedAt: string, audio: { durationSeconds: number | null } | null }> }> };

export type MeetingRecordingFieldsFragment = { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null };

export type MeetingFieldsFragment = { id: string, status: MeetingStatus, startedAt: string, finalizedAt: string | null, recordingConsent: boolean, notes: string, grievanceId: string | null, recordUrl: string, createdAt: string, updatedAt: string, participants: Array<{ name: string, employeeNumber: string | null, role: MeetingRole }>, recordings: Array<{ id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null }>, images: Array<{ id: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, order: number, url: string }> };

export type MeetingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MeetingsQuery = { meetings: Array<{ id: string, status: MeetingStatus, startedAt: string, finalizedAt: string | null, recordingConsent: boolean, notes: string, grievanceId: string | null, recordUrl: string, createdAt: string, updatedAt: string, participants: Array<{ name: string, employeeNumber: string | null, role: MeetingRole }>, recordings: Array<{ id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null }>, images: Array<{ id: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, order: number, url: string }> }> };

export type StartMeetingMutationVariables = Exact<{
  input: MeetingStartInput;
}>;


export type StartMeetingMutation = { startMeeting: { id: string, status: MeetingStatus, startedAt: string, finalizedAt: string | null, recordingConsent: boolean, notes: string, grievanceId: string | null, recordUrl: string, createdAt: string, updatedAt: string, participants: Array<{ name: string, employeeNumber: string | null, role: MeetingRole }>, recordings: Array<{ id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null }>, images: Array<{ id: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, order: number, url: string }> } };

export type MeetingRecordingQueryVariables = Exact<{
  id: string | number;
}>;


export type MeetingRecordingQuery = { meetingRecording: { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null } };

export type StartMeetingRecordingMutationVariables = Exact<{
  meetingId: string | number;
}>;


export type StartMeetingRecordingMutation = { startMeetingRecording: { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null } };

export type FinishMeetingRecordingMutationVariables = Exact<{
  id: string | number;
  durationSeconds?: number | null | undefined;
}>;


export type FinishMeetingRecordingMutation = { finishMeetingRecording: { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null } | null };

export type RetryMeetingRecordingTranscriptionMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryMeetingRecordingTranscriptionMutation = { retryMeetingRecordingTranscription: { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null } };

export type UpdateMeetingRecordingMutationVariables = Exact<{
  id: string | number;
  input: MeetingRecordingUpdateInput;
}>;


export type UpdateMeetingRecordingMutation = { updateMeetingRecording: { id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null } };

export type FinalizeMeetingMutationVariables = Exact<{
  id: string | number;
  input: MeetingUpdateInput;
}>;


export type FinalizeMeetingMutation = { finalizeMeeting: { id: string, status: MeetingStatus, startedAt: string, finalizedAt: string | null, recordingConsent: boolean, notes: string, grievanceId: string | null, recordUrl: string, createdAt: string, updatedAt: string, participants: Array<{ name: string, employeeNumber: string | null, role: MeetingRole }>, recordings: Array<{ id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null }>, images: Array<{ id: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, order: number, url: string }> } };

export type DeleteMeetingMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMeetingMutation = { deleteMeeting: boolean };

export type AttachMeetingToGrievanceMutationVariables = Exact<{
  id: string | number;
  grievanceId?: string | number | null | undefined;
}>;


export type AttachMeetingToGrievanceMutation = { attachMeetingToGrievance: { id: string, status: MeetingStatus, startedAt: string, finalizedAt: string | null, recordingConsent: boolean, notes: string, grievanceId: string | null, recordUrl: string, createdAt: string, updatedAt: string, participants: Array<{ name: string, employeeNumber: string | null, role: MeetingRole }>, recordings: Array<{ id: string, meetingId: string, position: number, status: MeetingRecordingStatus, startedAt: string, closedAt: string | null, transcript: string, transcriptStatus: TranscriptStatus, transcriptProgress: number | null, transcriptIsDraft: boolean, transcriptError: string | null, audio: { mimeType: string, fileSize: number, durationSeconds: number | null, chunks: number, url: string } | null }>, images: Array<{ id: string, originalFileName: string, fileSize: number, mimeType: string, caption: string | null, order: number, url: string }> } };

export type MeetingGrievanceChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MeetingGrievanceChoicesQuery = { grievances: Array<{ id: string, title: string, status: GrievanceStatus }> };

export type MeetingRightsProvisionMutationVariables = Exact<{
  question: string;
}>;


export type MeetingRightsProvisionMutation = { askContract: { answer: string, confidence: number, citations: Array<{ reference: string, sectionId: string }>, representation: { basis: string, words: string, steps: Array<string> } | null } };

export type MeetingStewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type MeetingStewardsQuery = { shopStewards: Array<{ id: string, name: string, position: string, department: string }> };

export type AdminStewardFieldsFragment = { id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null, isActive: boolean };

export type AllShopStewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllShopStewardsQuery = { allShopStewards: Array<{ id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null, isActive: boolean }> };

export type CreateShopStewardMutationVariables = Exact<{
  input: StewardInput;
}>;


export type CreateShopStewardMutation = { createShopSteward: { id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null, isActive: boolean } };

export type UpdateShopStewardMutationVariables = Exact<{
  id: string | number;
  input: StewardUpdateInput;
}>;


export type UpdateShopStewardMutation = { updateShopSteward: { id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null, isActive: boolean } };

export type DeactivateShopStewardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateShopStewardMutation = { deactivateShopSteward: { id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null, isActive: boolean } };

export type MemberRowFieldsFragment = { id: string, username: string, firstName: string, lastName: string, employeeNumber: string, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean, isActive: boolean, steward: { id: string, name: string, department: string } | null };

export type MembersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: MemberStatus | null | undefined;
  role?: MemberRole | null | undefined;
  department?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MembersQuery = { members: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, username: string, firstName: string, lastName: string, employeeNumber: string, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean, isActive: boolean, steward: { id: string, name: string, department: string } | null } }> } };

export type MemberDetailsFieldsFragment = { id: string, username: string, firstName: string, lastName: string, employeeNumber: string, employmentStatus: EmploymentStatus, personalEmail: string, phoneNumber: string | null, hireDate: string, createdAt: string, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean, isActive: boolean, stewardId: string | null, steward: { id: string, name: string, position: string, department: string } | null, changes: Array<{ id: string, at: string, actor: { firstName: string, lastName: string } | null, changes: Array<{ field: MemberChangeField, from: string | null, to: string | null }> }> };

export type MemberQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberQuery = { member: { id: string, username: string, firstName: string, lastName: string, employeeNumber: string, employmentStatus: EmploymentStatus, personalEmail: string, phoneNumber: string | null, hireDate: string, createdAt: string, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean, isActive: boolean, stewardId: string | null, steward: { id: string, name: string, position: string, department: string } | null, changes: Array<{ id: string, at: string, actor: { firstName: string, lastName: string } | null, changes: Array<{ field: MemberChangeField, from: string | null, to: string | null }> }> } };

export type UpdateMemberMutationVariables = Exact<{
  id: string | number;
  input: MemberUpdateInput;
}>;


export type UpdateMemberMutation = { updateMember: { id: string, username: string, firstName: string, lastName: string, employeeNumber: string, employmentStatus: EmploymentStatus, personalEmail: string, phoneNumber: string | null, hireDate: string, createdAt: string, isAdmin: boolean, isSuperAdmin: boolean, isSteward: boolean, isActive: boolean, stewardId: string | null, steward: { id: string, name: string, position: string, department: string } | null, changes: Array<{ id: string, at: string, actor: { firstName: string, lastName: string } | null, changes: Array<{ field: MemberChangeField, from: string | null, to: string | null }> }> } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, isAdmin: boolean, isSuperAdmin: boolean } };

export type StorageUsageQueryVariables = Exact<{ [key: string]: never; }>;


export type StorageUsageQuery = { storageUsage: { usedBytes: number, quotaBytes: number } };

export type AccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessTokensQuery = { accessTokens: Array<{ id: string, name: string, hint: string, scopes: Array<string>, createdAt: string, expiresAt: string | null, lastUsedAt: string | null }> };

export type CreateAccessTokenMutationVariables = Exact<{
  input: AccessTokenInput;
}>;


export type CreateAccessTokenMutation = { createAccessToken: { token: string, accessToken: { id: string, name: string, hint: string } } };

export type RevokeAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeAccessTokenMutation = { revokeAccessToken: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { id: string } };

export type ShopStewardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopStewardsQuery = { shopStewards: Array<{ id: string, name: string, position: string, department: string, shift: string, phoneNumber: string, email: string | null }> };

export type ContractSectionQueryVariables = Exact<{
  id: string | number;
}>;


export type ContractSectionQuery = { contractSection: { id: string, reference: string, articleLabel: string, articleTitle: string, sectionNumber: string | null, sectionTitle: string | null, text: string, documentTitle: string, effectiveDate: string | null, isCurrent: boolean } };

export type CurrentUserFieldsFragment = { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, isAdmin: boolean, isSuperAdmin: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, username: string, firstName: string, lastName: string, personalEmail: string, phoneNumber: string | null, employeeNumber: string, employmentStatus: EmploymentStatus, isAdmin: boolean, isSuperAdmin: boolean } | null };

export type BrandingQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingQuery = { branding: { unionName: string, localNumber: string, hubName: string, contractDate: string } };

export const RepresentationRightsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentationRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RepresentationRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laborLaw"}},{"kind":"Field","name":{"kind":"Name","value":"laborLawLabel"}},{"kind":"Field","name":{"kind":"Name","value":"provision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"allowsDeclining"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<RepresentationRightsFieldsFragment, unknown>;
export const FeedBulletinFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasOptedIn"}}]}}]} as unknown as DocumentNode<FeedBulletinFieldsFragment, unknown>;
export const AdminBulletinFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBulletinFieldsFragment, unknown>;
export const GrievanceImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GrievanceImageFieldsFragment, unknown>;
export const GrievanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grievance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contractViolation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"journalEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"witnessName"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmployeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"witnessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"aiAssistance"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GrievanceFieldsFragment, unknown>;
export const JournalEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<JournalEventFieldsFragment, unknown>;
export const JournalImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]} as unknown as DocumentNode<JournalImageFieldsFragment, unknown>;
export const JournalParticipantFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<JournalParticipantFieldsFragment, unknown>;
export const JournalEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"teamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isSwappedShift"}},{"kind":"Field","name":{"kind":"Name","value":"incidentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isGrievance"}},{"kind":"Field","name":{"kind":"Name","value":"isClosed"}},{"kind":"Field","name":{"kind":"Name","value":"readOnlyReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<JournalEntryFieldsFragment, unknown>;
export const MeetingRecordingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<MeetingRecordingFieldsFragment, unknown>;
export const MeetingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"recordUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<MeetingFieldsFragment, unknown>;
export const AdminStewardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSteward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AdminStewardFieldsFragment, unknown>;
export const MemberRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"steward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<MemberRowFieldsFragment, unknown>;
export const MemberDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"stewardId"}},{"kind":"Field","name":{"kind":"Name","value":"steward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<MemberDetailsFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}}]} as unknown as DocumentNode<CurrentUserFieldsFragment, unknown>;
export const AdminOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"administrators"}},{"kind":"Field","name":{"kind":"Name","value":"activeStewards"}},{"kind":"Field","name":{"kind":"Name","value":"activeBulletins"}},{"kind":"Field","name":{"kind":"Name","value":"allowlistedEmails"}},{"kind":"Field","name":{"kind":"Name","value":"activeAllowlistedEmails"}}]}}]}}]} as unknown as DocumentNode<AdminOverviewQuery, AdminOverviewQueryVariables>;
export const AdminRepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRepresentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"representationRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentationRightsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representationProposals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentationRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RepresentationRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laborLaw"}},{"kind":"Field","name":{"kind":"Name","value":"laborLawLabel"}},{"kind":"Field","name":{"kind":"Name","value":"provision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"allowsDeclining"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<AdminRepresentationQuery, AdminRepresentationQueryVariables>;
export const ConfirmRepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRepresentation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RepresentationProvisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRepresentationProvision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentationRightsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentationRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RepresentationRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laborLaw"}},{"kind":"Field","name":{"kind":"Name","value":"laborLawLabel"}},{"kind":"Field","name":{"kind":"Name","value":"provision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"allowsDeclining"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<ConfirmRepresentationMutation, ConfirmRepresentationMutationVariables>;
export const ClearRepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClearRepresentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clearRepresentationProvision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RepresentationRightsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RepresentationRightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RepresentationRights"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"laborLaw"}},{"kind":"Field","name":{"kind":"Name","value":"laborLawLabel"}},{"kind":"Field","name":{"kind":"Name","value":"provision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"allowsDeclining"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]} as unknown as DocumentNode<ClearRepresentationMutation, ClearRepresentationMutationVariables>;
export const EmailAllowlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailAllowlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailAllowlist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}},{"kind":"Field","name":{"kind":"Name","value":"addedByUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}}]}}]}}]}}]} as unknown as DocumentNode<EmailAllowlistQuery, EmailAllowlistQueryVariables>;
export const AddAllowlistEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAllowlistEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AllowlistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAllowlistEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AddAllowlistEmailMutation, AddAllowlistEmailMutationVariables>;
export const RemoveAllowlistEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveAllowlistEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeAllowlistEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RemoveAllowlistEmailMutation, RemoveAllowlistEmailMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const FeedBulletinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedBulletins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulletins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedBulletinFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasOptedIn"}}]}}]} as unknown as DocumentNode<FeedBulletinsQuery, FeedBulletinsQueryVariables>;
export const SetBulletinVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBulletinVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hasOptedIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBulletinVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"hasOptedIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hasOptedIn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"hasOptedIn"}}]}}]}}]} as unknown as DocumentNode<SetBulletinVisibilityMutation, SetBulletinVisibilityMutationVariables>;
export const AdminBulletinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBulletins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulletins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeInactive"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulletinFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminBulletinsQuery, AdminBulletinsQueryVariables>;
export const CreateBulletinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBulletin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulletinInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBulletin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulletinFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateBulletinMutation, CreateBulletinMutationVariables>;
export const UpdateBulletinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBulletin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BulletinUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBulletin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminBulletinFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminBulletinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Bulletin"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isPublic"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateBulletinMutation, UpdateBulletinMutationVariables>;
export const DeleteBulletinDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBulletin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBulletin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBulletinMutation, DeleteBulletinMutationVariables>;
export const AskContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AskContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]}}]} as unknown as DocumentNode<AskContractMutation, AskContractMutationVariables>;
export const ContractOutlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractOutline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sourceFileName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sectionList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}}]} as unknown as DocumentNode<ContractOutlineQuery, ContractOutlineQueryVariables>;
export const GrievancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Grievances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grievances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grievance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contractViolation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"journalEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"witnessName"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmployeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"witnessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"aiAssistance"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceImageFields"}}]}}]}}]} as unknown as DocumentNode<GrievancesQuery, GrievancesQueryVariables>;
export const GrievanceImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GrievanceImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grievanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grievanceImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"grievanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grievanceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<GrievanceImagesQuery, GrievanceImagesQueryVariables>;
export const SubmitGrievanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitGrievance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitGrievance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Grievance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contractViolation"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"journalEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"witnessName"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmployeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"witnessPhone"}},{"kind":"Field","name":{"kind":"Name","value":"witnessEmail"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"aiAssistance"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"pdfUrl"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceImageFields"}}]}}]}}]} as unknown as DocumentNode<SubmitGrievanceMutation, SubmitGrievanceMutationVariables>;
export const WithdrawGrievanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawGrievance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawGrievance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<WithdrawGrievanceMutation, WithdrawGrievanceMutationVariables>;
export const UpdateGrievanceImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGrievanceImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caption"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGrievanceImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"caption"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caption"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GrievanceImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GrievanceImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"imageType"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<UpdateGrievanceImageMutation, UpdateGrievanceImageMutationVariables>;
export const HomeAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeAnnouncements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bulletins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<HomeAnnouncementsQuery, HomeAnnouncementsQueryVariables>;
export const HomeRepresentationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeRepresentation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"representationRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"script"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}}]}}]}}]}}]} as unknown as DocumentNode<HomeRepresentationQuery, HomeRepresentationQueryVariables>;
export const AnalyzeForGrievanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnalyzeForGrievance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"journalContent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyzeForGrievance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"journalContent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"journalContent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggestedArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"article"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyzeForGrievanceMutation, AnalyzeForGrievanceMutationVariables>;
export const CreateGrievanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGrievance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrievanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGrievance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"journalEntryId"}}]}}]}}]} as unknown as DocumentNode<CreateGrievanceMutation, CreateGrievanceMutationVariables>;
export const JournalEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JournalEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<JournalEventsQuery, JournalEventsQueryVariables>;
export const JournalEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JournalEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalEntries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"teamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isSwappedShift"}},{"kind":"Field","name":{"kind":"Name","value":"incidentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isGrievance"}},{"kind":"Field","name":{"kind":"Name","value":"isClosed"}},{"kind":"Field","name":{"kind":"Name","value":"readOnlyReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}}]} as unknown as DocumentNode<JournalEntriesQuery, JournalEntriesQueryVariables>;
export const JournalEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JournalEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journalEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"teamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isSwappedShift"}},{"kind":"Field","name":{"kind":"Name","value":"incidentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isGrievance"}},{"kind":"Field","name":{"kind":"Name","value":"isClosed"}},{"kind":"Field","name":{"kind":"Name","value":"readOnlyReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}}]} as unknown as DocumentNode<JournalEntryQuery, JournalEntryQueryVariables>;
export const CreateJournalEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateJournalEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJournalEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateJournalEventMutation, CreateJournalEventMutationVariables>;
export const CreateJournalEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateJournalEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createJournalEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"teamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isSwappedShift"}},{"kind":"Field","name":{"kind":"Name","value":"incidentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isGrievance"}},{"kind":"Field","name":{"kind":"Name","value":"isClosed"}},{"kind":"Field","name":{"kind":"Name","value":"readOnlyReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}}]} as unknown as DocumentNode<CreateJournalEntryMutation, CreateJournalEntryMutationVariables>;
export const UpdateJournalEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateJournalEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateJournalEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalEventFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"teamNumber"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"isSwappedShift"}},{"kind":"Field","name":{"kind":"Name","value":"incidentNotes"}},{"kind":"Field","name":{"kind":"Name","value":"entryDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isGrievance"}},{"kind":"Field","name":{"kind":"Name","value":"isClosed"}},{"kind":"Field","name":{"kind":"Name","value":"readOnlyReason"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}}]} as unknown as DocumentNode<UpdateJournalEntryMutation, UpdateJournalEntryMutationVariables>;
export const AddJournalParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddJournalParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addJournalParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JournalParticipantFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JournalParticipantFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JournalParticipant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]} as unknown as DocumentNode<AddJournalParticipantMutation, AddJournalParticipantMutationVariables>;
export const RemoveJournalParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveJournalParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeJournalParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveJournalParticipantMutation, RemoveJournalParticipantMutationVariables>;
export const InterruptedMeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InterruptedMeetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InterruptedMeetingsQuery, InterruptedMeetingsQueryVariables>;
export const MeetingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Meetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"recordUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<MeetingsQuery, MeetingsQueryVariables>;
export const StartMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingStartInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"recordUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<StartMeetingMutation, StartMeetingMutationVariables>;
export const MeetingRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeetingRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<MeetingRecordingQuery, MeetingRecordingQueryVariables>;
export const StartMeetingRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartMeetingRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"meetingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startMeetingRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meetingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"meetingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<StartMeetingRecordingMutation, StartMeetingRecordingMutationVariables>;
export const FinishMeetingRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishMeetingRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"durationSeconds"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishMeetingRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"durationSeconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"durationSeconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<FinishMeetingRecordingMutation, FinishMeetingRecordingMutationVariables>;
export const RetryMeetingRecordingTranscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryMeetingRecordingTranscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryMeetingRecordingTranscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<RetryMeetingRecordingTranscriptionMutation, RetryMeetingRecordingTranscriptionMutationVariables>;
export const UpdateMeetingRecordingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMeetingRecording"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecordingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMeetingRecording"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateMeetingRecordingMutation, UpdateMeetingRecordingMutationVariables>;
export const FinalizeMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"recordUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<FinalizeMeetingMutation, FinalizeMeetingMutationVariables>;
export const DeleteMeetingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMeeting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMeeting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMeetingMutation, DeleteMeetingMutationVariables>;
export const AttachMeetingToGrievanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachMeetingToGrievance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grievanceId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachMeetingToGrievance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grievanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grievanceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingRecordingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MeetingRecording"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingId"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"transcript"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptStatus"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptProgress"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptIsDraft"}},{"kind":"Field","name":{"kind":"Name","value":"transcriptError"}},{"kind":"Field","name":{"kind":"Name","value":"audio"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"chunks"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MeetingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Meeting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalizedAt"}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recordingConsent"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recordings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MeetingRecordingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"originalFileName"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grievanceId"}},{"kind":"Field","name":{"kind":"Name","value":"recordUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AttachMeetingToGrievanceMutation, AttachMeetingToGrievanceMutationVariables>;
export const MeetingGrievanceChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeetingGrievanceChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grievances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MeetingGrievanceChoicesQuery, MeetingGrievanceChoicesQueryVariables>;
export const MeetingRightsProvisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MeetingRightsProvision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"question"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"askContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"question"},"value":{"kind":"Variable","name":{"kind":"Name","value":"question"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"confidence"}},{"kind":"Field","name":{"kind":"Name","value":"citations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"sectionId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"representation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"words"}},{"kind":"Field","name":{"kind":"Name","value":"steps"}}]}}]}}]}}]} as unknown as DocumentNode<MeetingRightsProvisionMutation, MeetingRightsProvisionMutationVariables>;
export const MeetingStewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MeetingStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<MeetingStewardsQuery, MeetingStewardsQueryVariables>;
export const AllShopStewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllShopStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allShopStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSteward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<AllShopStewardsQuery, AllShopStewardsQueryVariables>;
export const CreateShopStewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateShopSteward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StewardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createShopSteward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSteward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<CreateShopStewardMutation, CreateShopStewardMutationVariables>;
export const UpdateShopStewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShopSteward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StewardUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShopSteward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSteward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<UpdateShopStewardMutation, UpdateShopStewardMutationVariables>;
export const DeactivateShopStewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateShopSteward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateShopSteward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStewardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStewardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ShopSteward"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode<DeactivateShopStewardMutation, DeactivateShopStewardMutationVariables>;
export const MembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Members"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"department"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"department"},"value":{"kind":"Variable","name":{"kind":"Name","value":"department"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberRowFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"steward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<MembersQuery, MembersQueryVariables>;
export const MemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Member"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"stewardId"}},{"kind":"Field","name":{"kind":"Name","value":"steward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<MemberQuery, MemberQueryVariables>;
export const UpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberDetails"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hireDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSteward"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"stewardId"}},{"kind":"Field","name":{"kind":"Name","value":"steward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateMemberMutation, UpdateMemberMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const StorageUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StorageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storageUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedBytes"}},{"kind":"Field","name":{"kind":"Name","value":"quotaBytes"}}]}}]}}]} as unknown as DocumentNode<StorageUsageQuery, StorageUsageQueryVariables>;
export const AccessTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<AccessTokensQuery, AccessTokensQueryVariables>;
export const CreateAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]}}]} as unknown as DocumentNode<CreateAccessTokenMutation, CreateAccessTokenMutationVariables>;
export const RevokeAccessTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeAccessToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeAccessTokenMutation, RevokeAccessTokenMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ShopStewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopStewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"shift"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ShopStewardsQuery, ShopStewardsQueryVariables>;
export const ContractSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"articleLabel"}},{"kind":"Field","name":{"kind":"Name","value":"articleTitle"}},{"kind":"Field","name":{"kind":"Name","value":"sectionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sectionTitle"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"documentTitle"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrent"}}]}}]}}]} as unknown as DocumentNode<ContractSectionQuery, ContractSectionQueryVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrentUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrentUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"personalEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employmentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"isSuperAdmin"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const BrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unionName"}},{"kind":"Field","name":{"kind":"Name","value":"localNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hubName"}},{"kind":"Field","name":{"kind":"Name","value":"contractDate"}}]}}]}}]} as unknown as DocumentNode<BrandingQuery, BrandingQueryVariables>;