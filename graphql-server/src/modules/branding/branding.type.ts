import { Field, ObjectType } from 'type-graphql';
import type { Config } from '../../config.js';

@ObjectType({
  description:
    "The local's branding, from the server's configuration; public: it answers without signing in (the sign-in screen shows it).",
})
export class Branding {
  @Field(() => String, { description: "The union's name (UNION_NAME), e.g. 'Transport Workers Association'." }) unionName!: string;
  @Field(() => String, { description: "The local's number as written (LOCAL_NUMBER), e.g. 'Local 591'." }) localNumber!: string;
  @Field(() => String, { description: "The hub the local represents (HUB_NAME), e.g. 'Dallas/Fort Worth Hub'." }) hubName!: string;
  @Field(() => String, {
    description:
      "The date of the local's contract as written for people (CONTRACT_DATE), e.g. 'March 26, 2020'; free text, not YYYY-MM-DD.",
  })
  contractDate!: string;
}

export function brandingOf(config: Config): Branding {
  return Object.assign(new Branding(), {
    unionName: config.UNION_NAME,
    localNumber: config.LOCAL_NUMBER,
    hubName: config.HUB_NAME,
    contractDate: config.CONTRACT_DATE,
  });
}
