import { LoginThrottle, Session } from '../auth/session.entity.js';
import { EmailAllowlistEntry } from '../modules/allowlist/allowlist.entity.js';
import { Bulletin, BulletinVisibility } from '../modules/bulletins/bulletin.entity.js';
import { GrievanceCategory } from '../modules/grievances/grievance-category.entity.js';
import { Grievance, GrievanceImage } from '../modules/grievances/grievance.entities.js';
import { Meeting, MeetingImage } from '../modules/meetings/meeting.entities.js';
import { JournalEntry, JournalEntryImage, JournalEvent, JournalParticipant } from '../modules/journal/journal.entities.js';
import { ContractDocument, ContractRateLimit, ContractSection } from '../modules/contract/contract.entities.js';
import { AccessToken } from '../auth/access-token.entity.js';
import { ShopSteward } from '../modules/stewards/steward.entity.js';
import { MemberChange } from '../modules/members/member-change.entity.js';
import { CaseEvent, GrievanceProcedureSetting, GrievanceStep } from '../modules/cases/case.entities.js';
import { RepresentationProvision } from '../modules/rights/representation-provision.entity.js';
import { TestScore } from '../modules/users/test-score.entity.js';
import { User } from '../auth/user.entity.js';

// Every entity the ORM maps: the app's data model, plus sessions, sign-in throttling and access tokens.
export const entities = [
  User,
  TestScore,
  Session,
  LoginThrottle,
  EmailAllowlistEntry,
  Bulletin,
  BulletinVisibility,
  ShopSteward,
  GrievanceCategory,
  JournalEvent,
  JournalEntry,
  JournalParticipant,
  JournalEntryImage,
  Grievance,
  GrievanceImage,
  Meeting,
  MeetingImage,
  ContractDocument,
  ContractSection,
  ContractRateLimit,
  AccessToken,
  RepresentationProvision,
  MemberChange,
  GrievanceStep,
  GrievanceProcedureSetting,
  CaseEvent,
];
