import { Field, InputType } from 'type-graphql';
import type { EmploymentStatus } from '@union/rules/constants';
import { EmploymentStatusEnum } from '../../auth/user.entity.js';

// Shapes only: the rules (and their messages) live in packages/rules (users) and run in the service.
@InputType({
  description:
    'A username and password to sign in with (login). Ten wrong passwords in a row for one username from one address lock that pair for 15 minutes (RATE_LIMITED).',
})
export class LoginInput {
  @Field(() => String, { description: "The account's username, compared trimmed and case-insensitively; required, at most 64 characters." })
  username!: string;
  @Field(() => String, { description: "The account's password, exactly as set; required, at most 128 characters." }) password!: string;
}

@InputType({
  description:
    "A new member's account (register). The personalEmail must be on the allowlist; the account starts as a member, never an administrator.",
})
export class RegisterInput {
  @Field(() => String, {
    description:
      "Sign-in name, trimmed, 1 to 64 characters; CONFLICT 'Username is already taken' when another account has it (compared case-insensitively).",
  })
  username!: string;
  @Field(() => String, { description: "8 to 128 characters ('Password must be at least 8 characters'); stored only as an argon2id hash." })
  password!: string;
  @Field(() => String, {
    description:
      'A valid email, at most 254 characters, that an administrator put on the allowlist (else FORBIDDEN); one account per email (else CONFLICT).',
  })
  personalEmail!: string;
  @Field(() => String, { description: 'The airline employee number, 1 to 32 characters; CONFLICT when another account has it.' })
  employeeNumber!: string;
  @Field(() => String, { description: 'First name, 1 to 100 characters.' }) firstName!: string;
  @Field(() => String, { description: 'Last name, 1 to 100 characters.' }) lastName!: string;
  @Field(() => EmploymentStatusEnum, { description: "full_time or part_time ('Employment status is required')." })
  employmentStatus!: EmploymentStatus;
  @Field(() => String, { description: 'Hire date, YYYY-MM-DD (a real calendar day); required.' }) hireDate!: string;
  @Field(() => String, { nullable: true, description: 'Badge renewal date, YYYY-MM-DD; optional (empty means none).' })
  badgeRenewalDate?: string;
  @Field(() => String, { nullable: true, description: 'Last hearing test date, YYYY-MM-DD; optional (empty means none).' })
  lastHearingTestDate?: string;
  @Field(() => String, { nullable: true, description: 'International badge renewal date, YYYY-MM-DD; optional (empty means none).' })
  intlBadgeRenewalDate?: string;
  @Field(() => String, { nullable: true, description: 'Pushback training date, YYYY-MM-DD; optional (empty means none).' })
  pushbackTrainingDate?: string;
  @Field(() => String, { nullable: true, description: 'Wide-body training date, YYYY-MM-DD; optional (empty means none).' })
  wideBodyTrainingDate?: string;
  @Field(() => String, { nullable: true, description: 'A short biography, trimmed, at most 2000 characters; optional.' }) miniBio?: string;
}

@InputType({
  description:
    "The signed-in member's own profile (updateProfile); every field is sent, each replaces the stored value (department, added later, is kept when left out).",
})
export class ProfileInput {
  @Field(() => String, { description: "First name, 1 to 100 characters ('First name is required')." }) firstName!: string;
  @Field(() => String, { description: "Last name, 1 to 100 characters ('Last name is required')." }) lastName!: string;
  @Field(() => String, {
    description:
      'A valid email, at most 254 characters, stored lower-cased; CONFLICT when another account has it, or when it is a new address that is on the registration allowlist (kept for the member it was allowlisted for).',
  })
  personalEmail!: string;
  @Field(() => String, {
    nullable: true,
    description: "Digits, spaces, -, ( ) and + only, at most 32 characters ('Invalid phone number format'); empty or null removes it.",
  })
  phoneNumber?: string;
  @Field(() => String, { description: 'The airline employee number, 1 to 32 characters; CONFLICT when another account has it.' })
  employeeNumber!: string;
  @Field(() => EmploymentStatusEnum, { description: "full_time or part_time ('Please select your employment status')." })
  employmentStatus!: EmploymentStatus;
  @Field(() => String, {
    nullable: true,
    description:
      "The department the member works in (one of `departments`, or another name), trimmed, at most 100 characters ('Department must be at most 100 characters'); empty or null removes it; left out, it is kept. A name the steward directory knows in other letter case is stored in the directory's spelling.",
  })
  department?: string | null;
}

@InputType({ description: 'A new password for the signed-in member (changePassword).' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password in use now; a wrong one counts toward the sign-in limits.' })
  currentPassword!: string;

  @Field(() => String, { description: 'The new password: 8 to 128 characters (the same one again signs out everywhere else).' })
  newPassword!: string;
}
