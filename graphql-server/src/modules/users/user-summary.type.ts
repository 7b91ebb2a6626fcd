import { Field, ObjectType } from 'type-graphql';
import type { User } from './user.entity.js';

/** What one member may see of another (e.g. who added an allowlisted email): a name and an employee number. */
@ObjectType()
export class UserSummary {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  employeeNumber!: string;

  static of(user: User | null | undefined): UserSummary | null {
    if (!user) return null;
    return Object.assign(new UserSummary(), {
      firstName: user.firstName,
      lastName: user.lastName,
      employeeNumber: user.employeeNumber,
    });
  }
}
