import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { User } from '../../auth/user.entity.js';
import { connectionType, pageArgsOf, toConnection } from '../../graphql/connection.js';
import { CurrentUser } from '../../graphql/current-user.js';
import type { RequestContext } from '../../http/context.js';
import { Member, MemberChangeRecord, MemberChangesArgs, MemberDetails, MemberListArgs, MemberUpdateInput } from './member.types.js';
import { getMember, listMemberChangesPage, listMembersPage, updateMember } from './members.service.js';

const MemberConnection = connectionType(Member, 'Member', 'member');
const MemberChangeConnection = connectionType(MemberChangeRecord, 'MemberChangeRecord', 'change');
const MEMBER_ID = { description: "The member's account id (Member.id)." };

@Resolver(() => Member)
export class MembersResolver {
  @Authorized('ADMIN')
  @Query(() => MemberConnection, {
    description:
      'Administrators only: member accounts a page at a time, by last name then first name, found by search and filtered by ' +
      "status, role and department (their own or their linked steward record's). BAD_USER_INPUT for a filter out of bounds; FORBIDDEN for members.",
  })
  async members(@Args(() => MemberListArgs) args: MemberListArgs, @Ctx() ctx: RequestContext) {
    const { search, status, role, department } = args;
    return toConnection(await listMembersPage(ctx.em, { search, status, role, department }, pageArgsOf(args)));
  }

  @Authorized('ADMIN')
  @Query(() => MemberDetails, {
    description:
      'Administrators only: one member with profile summary, roles, access, linked steward record and the latest changes made to them. NOT_FOUND for an unknown id; FORBIDDEN for members.',
  })
  member(@Arg('id', () => ID, MEMBER_ID) id: string, @Ctx() ctx: RequestContext) {
    return getMember(ctx.em, id);
  }

  @Authorized('ADMIN')
  @Query(() => MemberChangeConnection, {
    description:
      "Administrators only: a member's whole change history in Member Management, newest first, a page at a time (first: 1 to 100). NOT_FOUND for an unknown member; FORBIDDEN for members.",
  })
  async memberChanges(@Args(() => MemberChangesArgs) args: MemberChangesArgs, @Ctx() ctx: RequestContext) {
    return toConnection(await listMemberChangesPage(ctx.em, args.id, pageArgsOf(args)));
  }

  @Authorized('ADMIN')
  @Mutation(() => MemberDetails, {
    description:
      "Administrators only: changes a member's steward role, steward record link, access or department (isAdmin: super-administrators only), and records who changed what. " +
      'Disabling ends their sessions and access tokens at once. NOT_FOUND for an unknown member or steward record; CONFLICT for a record linked to another member, ' +
      'disabling yourself, or removing the last active super-administrator; FORBIDDEN for members, and for isAdmin sent by an administrator who is not a super-administrator.',
  })
  updateMember(
    @Arg('id', () => ID, MEMBER_ID) id: string,
    @Arg('input', () => MemberUpdateInput, { description: 'The fields to change; at least one.' }) input: MemberUpdateInput,
    @CurrentUser() actor: User,
    @Ctx() ctx: RequestContext,
  ) {
    return updateMember(ctx.em, actor, id, input);
  }
}
