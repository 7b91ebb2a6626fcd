import { Field, InputType } from 'type-graphql';
import type { EmploymentStatus } from '@union/rules/constants';
import { EmploymentStatusEnum } from './user.entity.js';

// Shapes only: the rules (and the spec's messages) live in packages/rules (users) and run in the service.
@InputType()
export class LoginInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
}

@InputType()
export class RegisterInput {
  @Field(() => String) username!: string;
  @Field(() => String) password!: string;
  @Field(() => String) personalEmail!: string;
  @Field(() => String) employeeNumber!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => EmploymentStatusEnum) employmentStatus!: EmploymentStatus;
  @Field(() => String, { description: 'YYYY-MM-DD' }) hireDate!: string;
  @Field(() => String, { nullable: true }) badgeRenewalDate?: string;
  @Field(() => String, { nullable: true }) lastHearingTestDate?: string;
  @Field(() => String, { nullable: true }) intlBadgeRenewalDate?: string;
  @Field(() => String, { nullable: true }) pushbackTrainingDate?: string;
  @Field(() => String, { nullable: true }) wideBodyTrainingDate?: string;
  @Field(() => String, { nullable: true }) miniBio?: string;
}

@InputType()
export class ProfileInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) personalEmail!: string;
  @Field(() => String, { nullable: true }) phoneNumber?: string;
  @Field(() => String) employeeNumber!: string;
  @Field(() => EmploymentStatusEnum) employmentStatus!: EmploymentStatus;
}
