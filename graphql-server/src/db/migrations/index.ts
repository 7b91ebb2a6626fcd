import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122143113_Initial } from './Migration20261122143113_Initial.js';
import { Migration20261122144435_Contract } from './Migration20261122144435_Contract.js';
import { Migration20261124173000_JournalVersion } from './Migration20261124173000_JournalVersion.js';
import { Migration20261125120000_UserKeys } from './Migration20261125120000_UserKeys.js';
import { Migration20261126090000_Grievances } from './Migration20261126090000_Grievances.js';
import { Migration20261127090000_Meetings } from './Migration20261127090000_Meetings.js';
import { Migration20261128090000_AccessTokens } from './Migration20261128090000_AccessTokens.js';
import { Migration20261129090000_RepresentationProvision } from './Migration20261129090000_RepresentationProvision.js';
import { Migration20261130090000_JobQueueHeartbeats } from './Migration20261130090000_JobQueueHeartbeats.js';
import { Migration20261201090000_MeetingRecordings } from './Migration20261201090000_MeetingRecordings.js';
import { Migration20261202090000_MemberManagement } from './Migration20261202090000_MemberManagement.js';
import { Migration20261203090000_Cases } from './Migration20261203090000_Cases.js';
import { Migration20261204090000_MemberDepartment } from './Migration20261204090000_MemberDepartment.js';
import { Migration20261205090000_CaseQueueIndexes } from './Migration20261205090000_CaseQueueIndexes.js';

// Every committed migration, in order. New ones come from `npm run migration:create -w graphql-server -- <Name>`.
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122143113_Initial', class: Migration20261122143113_Initial },
  { name: 'Migration20261122144435_Contract', class: Migration20261122144435_Contract },
  { name: 'Migration20261124173000_JournalVersion', class: Migration20261124173000_JournalVersion },
  { name: 'Migration20261125120000_UserKeys', class: Migration20261125120000_UserKeys },
  { name: 'Migration20261126090000_Grievances', class: Migration20261126090000_Grievances },
  { name: 'Migration20261127090000_Meetings', class: Migration20261127090000_Meetings },
  { name: 'Migration20261128090000_AccessTokens', class: Migration20261128090000_AccessTokens },
  { name: 'Migration20261129090000_RepresentationProvision', class: Migration20261129090000_RepresentationProvision },
  { name: 'Migration20261130090000_JobQueueHeartbeats', class: Migration20261130090000_JobQueueHeartbeats },
  { name: 'Migration20261201090000_MeetingRecordings', class: Migration20261201090000_MeetingRecordings },
  { name: 'Migration20261202090000_MemberManagement', class: Migration20261202090000_MemberManagement },
  { name: 'Migration20261203090000_Cases', class: Migration20261203090000_Cases },
  { name: 'Migration20261204090000_MemberDepartment', class: Migration20261204090000_MemberDepartment },
  { name: 'Migration20261205090000_CaseQueueIndexes', class: Migration20261205090000_CaseQueueIndexes },
];
