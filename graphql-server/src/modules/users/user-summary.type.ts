import { Field, ObjectType } from 'type-graphql';
import type { User } from '../../auth/user.entity.js';

/** What one member may see of another (e.g. who added an allowlisted email): a name and an employee number. */
@ObjectType({
  description: 'What one member may see of another account (for example who added an allowlisted email): name and employee number only.',
})
export class UserSummary {
  @Field(() => String, { description: "The account's first name." })
  firstName!: string;

  @Field(() => String, { description: "The account's last name." })
  lastName!: string;

  @Field(() => String, { description: "The account's airline employee number." })
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
