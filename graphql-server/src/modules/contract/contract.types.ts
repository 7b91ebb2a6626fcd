import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ContractDocumentKindEnum } from './contract.entities.js';
import type { ContractDocumentKind } from '@union/rules/contract';

@ObjectType({ description: 'A source of an answer, with the section id that opens its full text.' })
export class ContractCitation {
  @Field(() => String, { description: "'Article 7, Section 7.4 - Mandatory Overtime'" })
  reference!: string;

  @Field(() => ID)
  sectionId!: string;
}

@ObjectType({ description: 'SPEC "Contract answer": answer, timestamp, confidence (percent), sources.' })
export class ContractAnswer {
  @Field(() => String)
  answer!: string;

  @Field(() => Date)
  timestamp!: Date;

  @Field(() => Int, { description: 'How sure the assistant is that the cited text answers the question, 0-100.' })
  confidence!: number;

  @Field(() => [String], { description: "Each as 'Article N, Section M - Title'." })
  sources!: string[];

  @Field(() => [ContractCitation], { description: 'The same sources with the id of each section.' })
  citations!: ContractCitation[];
}

@ObjectType({ description: 'A contract provision that an incident may have violated.' })
export class SuggestedArticle {
  @Field(() => String, { description: "'Article 7, Section 7.2 - Distribution of Overtime'" })
  article!: string;

  @Field(() => String, { description: 'Why it may apply.' })
  reason!: string;

  @Field(() => Int)
  confidence!: number;

  @Field(() => ID)
  sectionId!: string;
}

@ObjectType({ description: 'SPEC "AI grievance analysis response".' })
export class GrievanceAnalysis {
  @Field(() => [SuggestedArticle])
  suggestedArticles!: SuggestedArticle[];
}

@ObjectType({ description: 'A section as the importer understood it (not saved).' })
export class ContractPreviewSection {
  @Field(() => String) reference!: string;
  @Field(() => String) articleLabel!: string;
  @Field(() => String) articleTitle!: string;
  @Field(() => String, { nullable: true }) sectionNumber!: string | null;
  @Field(() => String, { nullable: true }) sectionTitle!: string | null;
  @Field(() => [String], { description: "'(a)', '(b)'... found in the section." }) subsections!: string[];
  @Field(() => String, { description: 'The first words of the text.' }) excerpt!: string;
  @Field(() => Int) characters!: number;
}

@ObjectType()
export class ContractPreviewDocument {
  @Field(() => String) title!: string;
  @Field(() => ContractDocumentKindEnum) kind!: ContractDocumentKind;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) effectiveDate!: string | null;
  @Field(() => Int) articleCount!: number;
  @Field(() => [ContractPreviewSection]) sections!: ContractPreviewSection[];
}

@ObjectType({ description: 'What publishing this file would store: check it before publishing.' })
export class ContractImportPreview {
  @Field(() => String) fileName!: string;
  @Field(() => String, { description: 'markdown, text or pdf' }) format!: string;
  @Field(() => [ContractPreviewDocument]) documents!: ContractPreviewDocument[];
  @Field(() => Int) sectionCount!: number;
  @Field(() => [String]) warnings!: string[];
}
