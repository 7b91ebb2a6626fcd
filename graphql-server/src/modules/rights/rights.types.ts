import { LABOR_LAWS, type LaborLaw, SCRIPT_KINDS, type ScriptKind } from '@union/rules/representation';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { enumOf } from '../../graphql/enum-of.js';

export const LaborLawEnum = enumOf(LABOR_LAWS);
registerEnumType(LaborLawEnum, {
  name: 'LaborLaw',
  description: "The labour-law regime the local is under (the server's LABOR_LAW): it decides what a member is told about representation.",
  valuesConfig: {
    rla: { description: 'Railway Labor Act (airlines, railroads): a representative is a right only where the agreement grants one.' },
    nlra: { description: 'National Labor Relations Act: the Weingarten right to a representative in an investigatory interview.' },
    public: { description: 'Public-sector labour law: varies by state; the agreement decides.' },
  },
});

export const ScriptKindEnum = enumOf(SCRIPT_KINDS);
registerEnumType(ScriptKindEnum, {
  name: 'RepresentationScriptKind',
  description: 'Which script a member is given.',
  valuesConfig: {
    weingarten: { description: 'NLRA: ask for a representative and decline to go on until one arrives.' },
    agreement: { description: 'The agreement grants a representative: the words cite its provision (and decline only where it allows).' },
    ask_and_note: { description: 'No right confirmed: ask, have the request noted, answer truthfully, contact a steward right after.' },
  },
});

@ObjectType({ description: 'What to say and do when called into a meeting that could lead to discipline, for this local.' })
export class RepresentationScript {
  @Field(() => ScriptKindEnum, { description: 'Which script this is.' })
  kind!: ScriptKind;

  @Field(() => String, { description: 'Where the right comes from, for this local, in one or two sentences.' })
  basis!: string;

  @Field(() => String, { description: 'The words to say, as the member would say them.' })
  words!: string;

  @Field(() => [String], { description: 'What to do, in order.' })
  steps!: string[];
}

@ObjectType({ description: "The agreement's representation provision, as an officer confirmed it." })
export class ConfirmedRepresentationProvision {
  @Field(() => String, { description: "The provision as cited: 'Article 19, Section 4'." })
  reference!: string;

  @Field(() => Boolean, { description: 'Whether the agreement lets a member decline to go on until the representative arrives.' })
  allowsDeclining!: boolean;

  @Field(() => ID, {
    nullable: true,
    description: 'The contract section it was confirmed from (contractSection(id:)), when one was picked.',
  })
  sectionId!: string | null;

  @Field(() => Date, { description: 'When it was confirmed: ISO 8601 date-time in UTC.' })
  confirmedAt!: Date;
}

@ObjectType({ description: "A member's right to representation in a meeting that could lead to discipline, as it is for this local." })
export class RepresentationRights {
  @Field(() => LaborLawEnum, { description: 'The regime the local is under.' })
  laborLaw!: LaborLaw;

  @Field(() => String, { description: "The regime's name, for people: 'Railway Labor Act (airlines and railroads)'." })
  laborLawLabel!: string;

  @Field(() => ConfirmedRepresentationProvision, {
    nullable: true,
    description: "The agreement's provision an officer confirmed; null until one is (then the script does not assume one).",
  })
  provision!: ConfirmedRepresentationProvision | null;

  @Field(() => RepresentationScript, { description: 'The words to say and what to do, following from the regime and the provision.' })
  script!: RepresentationScript;
}

@InputType({ description: "An officer's confirmation of the agreement's representation provision." })
export class RepresentationProvisionInput {
  @Field(() => String, { description: "The provision as members will see it cited, 1 to 200 characters: 'Article 19, Section 4'." })
  reference!: string;

  @Field(() => Boolean, { description: 'Whether it lets a member decline to go on until the representative arrives.' })
  allowsDeclining!: boolean;

  @Field(() => ID, { nullable: true, description: 'The section it was confirmed from, from representationProposals (optional).' })
  sectionId?: string | null;
}
