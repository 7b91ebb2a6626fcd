import { ArgsType, Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { EmploymentStatus } from '@union/rules/constants';
import {
  MEMBER_CHANGE_FIELDS,
  MEMBER_ROLES,
  MEMBER_STATUSES,
  type MemberChangeField,
  type MemberRole,
  type MemberStatus,
} from '@union/rules/members';
import { EmploymentStatusEnum, type User } from '../../auth/user.entity.js';
import { enumOf } from '../../graphql/enum-of.js';
import { PAGE_SIZE } from '@union/rules/pagination';
import { ConnectionArgs } from '../../graphql/connection.js';
import { UserSummary } from '../users/user-summary.type.js';
import { ShopSteward } from '../stewards/steward.entity.js';
import type { MemberChange } from './member-change.entity.js';

export const MemberStatusEnum = enumOf(MEMBER_STATUSES);
registerEnumType(MemberStatusEnum, {
  name: 'MemberStatus',
  description: 'Whether an account may sign in: active, or disabled by an administrator.',
  valuesConfig: {
    active: { description: 'The member may sign in and use the app.' },
    disabled: { description: 'The account cannot sign in; its sessions and access tokens were ended when it was disabled.' },
  },
});

export const MemberRoleEnum = enumOf(MEMBER_ROLES);
registerEnumType(MemberRoleEnum, {
  name: 'MemberRole',
  description: "A member's role in the local, for the member list's filter.",
  valuesConfig: {
    member: { description: 'Neither a steward nor an administrator.' },
    steward: { description: 'A shop steward (isSteward).' },
    admin: { description: 'An administrator or super-administrator.' },
  },
});

export const MemberChangeFieldEnum = enumOf(MEMBER_CHANGE_FIELDS);
registerEnumType(MemberChangeFieldEnum, {
  name: 'MemberChangeField',
  description: 'What a change in Member Management touched.',
  valuesConfig: {
    isSteward: { description: "The steward role: 'true' or 'false'." },
    stewardId: { description: 'The linked steward directory record: its id, or null for none.' },
    isActive: { description: "Whether the account may sign in: 'true' or 'false'." },
    isAdmin: { description: "The administrator role: 'true' or 'false'." },
    isSuperAdmin: { description: "The super-administrator role (it ends with the administrator role): 'true' or 'false'." },
    department: { description: "The member's own department: its name, or null for none." },
  },
});

@ObjectType({
  description:
    'A member account as administrators see it in Member Management: profile summary, roles, access and the linked steward directory record.',
})
export class Member {
  @Field(() => ID, { description: "The account's id." })
  id!: string;

  @Field(() => String, { description: 'Sign-in name.' })
  username!: string;

  @Field(() => String, { description: 'First name, at most 100 characters.' })
  firstName!: string;

  @Field(() => String, { description: 'Last name, at most 100 characters.' })
  lastName!: string;

  @Field(() => String, { description: 'The airline employee number.' })
  employeeNumber!: string;

  @Field(() => EmploymentStatusEnum, { description: 'Full-time or part-time.' })
  employmentStatus!: EmploymentStatus;

  @Field(() => String, { description: "The member's email (lower-cased)." })
  personalEmail!: string;

  @Field(() => String, { nullable: true, description: 'Phone number as entered, or null.' })
  phoneNumber!: string | null;

  @Field(() => String, { description: 'Hire date, YYYY-MM-DD.' })
  hireDate!: string;

  @Field(() => String, {
    nullable: true,
    description: "The department the member works in (set on their profile or here), or null; their steward record's is on `steward`.",
  })
  department!: string | null;

  @Field(() => Date, { description: 'When the account was registered: ISO 8601 date-time in UTC.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'True for an administrator (a super-administrator is one too).' })
  isAdmin!: boolean;

  @Field(() => Boolean, { description: 'True for a super-administrator: the only ones who grant or remove the administrator role.' })
  isSuperAdmin!: boolean;

  @Field(() => Boolean, { description: 'True for a shop steward.' })
  isSteward!: boolean;

  @Field(() => Boolean, { description: 'False for a disabled account: it cannot sign in.' })
  isActive!: boolean;

  @Field(() => ID, { nullable: true, description: "The linked steward directory record's id (one person, one record), or null." })
  stewardId!: string | null;

  @Field(() => ShopSteward, { nullable: true, description: 'The linked steward directory record, or null.' })
  steward!: ShopSteward | null;

  static of(user: User, steward: ShopSteward | null): Member {
    return Object.assign(new Member(), {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      employeeNumber: user.employeeNumber,
      employmentStatus: user.employmentStatus,
      personalEmail: user.personalEmail,
      phoneNumber: user.phoneNumber ?? null,
      hireDate: user.hireDate,
      department: user.department ?? null,
      createdAt: user.createdAt,
      isAdmin: user.isAdmin || user.isSuperAdmin,
      isSuperAdmin: user.isSuperAdmin,
      isSteward: user.isSteward,
      isActive: user.isActive,
      stewardId: steward?.id ?? null,
      steward,
    });
  }
}

@ObjectType({ description: 'One field a change touched: its value before and after.' })
export class MemberFieldChange {
  @Field(() => MemberChangeFieldEnum, { description: 'Which field changed (a role, the steward record link or access).' })
  field!: MemberChangeField;

  @Field(() => String, {
    nullable: true,
    description:
      "The value before: 'true' or 'false' for a role or the active switch, a steward record's id, a department's name (null: none).",
  })
  from!: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, written the same way.' })
  to!: string | null;
}

const asText = (value: boolean | string | null | undefined) => (value === null || value === undefined ? null : String(value));

@ObjectType({ description: 'One change an administrator made to a member in Member Management: who, when and what.' })
export class MemberChangeRecord {
  @Field(() => ID, { description: "The change's id." })
  id!: string;

  @Field(() => Date, { description: 'When it was made: ISO 8601 date-time in UTC.' })
  at!: Date;

  @Field(() => UserSummary, { nullable: true, description: 'Who made it, or null once that account is deleted.' })
  actor!: UserSummary | null;

  @Field(() => [MemberFieldChange], { description: 'Each field it changed, with the value before and after.' })
  changes!: MemberFieldChange[];

  static of(row: MemberChange): MemberChangeRecord {
    return Object.assign(new MemberChangeRecord(), {
      id: row.id,
      at: row.at,
      actor: UserSummary.of(row.actor),
      changes: Object.entries(row.change).map(([field, { from, to }]) =>
        Object.assign(new MemberFieldChange(), { field, from: asText(from), to: asText(to) }),
      ),
    });
  }
}

/** How many of a member's latest changes come with the member: one page of their history. */
export const MEMBER_HISTORY_SHOWN = PAGE_SIZE.default;

@ObjectType({ description: 'A member with the latest changes made to them in Member Management (newest first).' })
export class MemberDetails extends Member {
  @Field(() => [MemberChangeRecord], {
    description: `The latest changes made to this member, newest first (at most ${MEMBER_HISTORY_SHOWN}); the whole history, a page at a time: memberChanges.`,
  })
  changes!: MemberChangeRecord[];

  @Field(() => String, {
    nullable: true,
    description:
      'Where the older changes start: pass as `after` to memberChanges (REST: ?cursor= on /api/admin/members/{id}/changes); null when `changes` holds the whole history.',
  })
  olderChangesCursor!: string | null;
}

@ArgsType()
export class MemberChangesArgs extends ConnectionArgs {
  @Field(() => ID, { description: "The member's account id (Member.id)." })
  id!: string;
}

@ArgsType()
export class MemberListArgs extends ConnectionArgs {
  @Field(() => String, {
    nullable: true,
    description:
      'Words to find (at most 100 characters): each must appear in the username, first name, last name or employee number, case-insensitively.',
  })
  search?: string | null;

  @Field(() => MemberStatusEnum, { nullable: true, description: 'Only active or only disabled accounts; left out: both.' })
  status?: MemberStatus | null;

  @Field(() => MemberRoleEnum, { nullable: true, description: 'Only members of this role; left out: every role.' })
  role?: MemberRole | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Only members of this department (exactly, e.g. 'Ramp'): their own department, or the one their linked steward directory record covers.",
  })
  department?: string | null;
}

@InputType({ description: 'A change to a member (updateMember): any of the fields, at least one.' })
export class MemberUpdateInput {
  @Field(() => Boolean, { nullable: true, description: 'Make the member a shop steward (true) or not (false).' })
  isSteward?: boolean;

  @Field(() => ID, {
    nullable: true,
    description:
      'Link this steward directory record to the member (one person, one record: a record linked to another member is CONFLICT); null unlinks. Left out: unchanged.',
  })
  stewardId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'false disables the account: it cannot sign in, and its sessions and access tokens end at once. Nobody can disable themselves or the last active super-administrator.',
  })
  isActive?: boolean;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Grant (true) or remove (false) the administrator role: super-administrators only (FORBIDDEN otherwise).',
  })
  isAdmin?: boolean;

  @Field(() => String, {
    nullable: true,
    description:
      "The member's department, trimmed, at most 100 characters (a name the steward directory knows is stored in its spelling); empty or null clears it. Left out: unchanged.",
  })
  department?: string | null;
}
