import { CASE_OUTCOMES } from '@union/rules/cases';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';

export const CaseOutcomeEnum = enumOf(CASE_OUTCOMES);
registerEnumType(CaseOutcomeEnum, {
  name: 'CaseOutcome',
  description: 'How a resolved case ended.',
  valuesConfig: {
    sustained: { description: "The grievance was upheld: the company's action was found to break the agreement." },
    settled: { description: 'The union and the company agreed a settlement.' },
    denied: { description: 'The grievance was denied and not taken further.' },
    withdrawn: { description: 'The grievance was withdrawn (by the member or the union).' },
  },
});

const DEADLINE_KINDS = ['file', 'answer'] as const;
export const DeadlineKindEnum = enumOf(DEADLINE_KINDS);
registerEnumType(DeadlineKindEnum, {
  name: 'DeadlineKind',
  description: 'What the next time limit of a case is for.',
  valuesConfig: {
    file: { description: 'The union must file (or appeal to) the step by the due day.' },
    answer: { description: 'The company must answer the step by the due day.' },
  },
});

const DEADLINE_PARTIES = ['union', 'company'] as const;
export const DeadlinePartyEnum = enumOf(DEADLINE_PARTIES);
registerEnumType(DeadlinePartyEnum, {
  name: 'DeadlineParty',
  description: 'Who must act by a time limit.',
  valuesConfig: { union: { description: 'The union (the steward).' }, company: { description: 'The company.' } },
});

/** The next time limit of an open case, computed from the grievance procedure and the dates entered on the case. */
@ObjectType({ description: 'The next time limit of an open case: who must do what, at which step, by which day.' })
export class NextDeadline {
  @Field(() => DeadlineKindEnum, { description: 'file: the union must file or appeal the step; answer: the company must answer it.' })
  kind!: (typeof DEADLINE_KINDS)[number];

  @Field(() => DeadlinePartyEnum, { description: 'Who must act: union or company.' })
  party!: (typeof DEADLINE_PARTIES)[number];

  @Field(() => Int, { description: 'The step of the procedure it belongs to: 0 for the first.' })
  stepIndex!: number;

  @Field(() => String, { description: "The step's name in the procedure, e.g. 'Step 2 - station manager'." })
  stepName!: string;

  @Field(() => String, { description: 'The last day to act, YYYY-MM-DD (a calendar day at the local).' })
  dueOn!: string;

  @Field(() => Boolean, { description: 'True when the parties agreed to extend this time limit (dueOn is the extended day).' })
  extended!: boolean;
}
