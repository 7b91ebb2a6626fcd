import type { NonEmptyArray } from 'type-graphql';
import { ContractResolver } from '../modules/contract/contract.resolver.js';
import { AdminResolver } from '../modules/admin/admin.resolver.js';
import { AllowlistResolver } from '../modules/allowlist/allowlist.resolver.js';
import { JournalResolver } from '../modules/journal/journal.resolver.js';
import { GrievancesResolver } from '../modules/grievances/grievances.resolver.js';
import { MeetingsResolver } from '../modules/meetings/meetings.resolver.js';
import { BrandingResolver } from '../modules/branding/branding.resolver.js';
import { BulletinsResolver } from '../modules/bulletins/bulletins.resolver.js';
import { StewardsResolver } from '../modules/stewards/stewards.resolver.js';
import { TokensResolver } from '../modules/tokens/tokens.resolver.js';
import { TranscriptionResolver } from '../modules/transcription/transcription.resolver.js';
import { UsersResolver } from '../modules/users/users.resolver.js';
import { RightsResolver } from '../modules/rights/rights.resolver.js';
import { MembersResolver } from '../modules/members/members.resolver.js';
import { CasesResolver, GrievanceCaseFieldsResolver } from '../modules/cases/cases.resolver.js';

// Every resolver class of the schema. Each domain adds its own here.
export const resolvers: NonEmptyArray<Function> = [
  UsersResolver,
  AllowlistResolver,
  JournalResolver,
  GrievancesResolver,
  MeetingsResolver,
  BrandingResolver,
  StewardsResolver,
  BulletinsResolver,
  AdminResolver,
  ContractResolver,
  TranscriptionResolver,
  TokensResolver,
  RightsResolver,
  MembersResolver,
  CasesResolver,
  GrievanceCaseFieldsResolver,
];
