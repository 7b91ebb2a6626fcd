import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ContractDocumentKindEnum } from './contract.entities.js';
import { RepresentationScript } from '../rights/rights.types.js';
import type { ContractDocumentKind } from '@union/rules/contract';

@ObjectType({ description: 'A source of an answer, with the id of the section that holds its full text.' })
export class ContractCitation {
  @Field(() => String, { description: "The source as cited: 'Article 7, Section 7.4 - Mandatory Overtime'." })
  reference!: string;

  @Field(() => ID, { description: 'Id of the cited section: pass it to contractSection(id:) for the full text.' })
  sectionId!: string;
}

@ObjectType({
  description: "The contract assistant's answer (SPEC 'Contract answer'): answer, timestamp, confidence in percent and sources.",
})
export class ContractAnswer {
  @Field(() => String, {
    description:
      'The answer in plain English, drawn from the published contract; when no contract is published or the contract does not cover the question, it says so (confidence 0).',
  })
  answer!: string;

  @Field(() => Date, { description: 'When the answer was given: ISO 8601 date-time in UTC.' })
  timestamp!: Date;

  @Field(() => Int, { description: 'How sure the assistant is that the cited text answers the question, in percent (0 to 100).' })
  confidence!: number;

  @Field(() => [String], {
    description: "The cited sections, best first, each as 'Article N, Section M - Title'; empty when nothing applies.",
  })
  sources!: string[];

  @Field(() => [ContractCitation], { description: 'The same sources, in the same order, with the id of each section.' })
  citations!: ContractCitation[];

  @Field(() => RepresentationScript, {
    nullable: true,
    description:
      'For a question about representation in a meeting that could lead to discipline: the words to say and what to do for this local (as representationRights gives them); null otherwise.',
  })
  representation!: RepresentationScript | null;
}

@ObjectType({ description: 'A contract provision that an incident may have violated, with why.' })
export class SuggestedArticle {
  @Field(() => String, { description: "The provision as cited: 'Article 7, Section 7.2 - Distribution of Overtime'." })
  article!: string;

  @Field(() => String, { description: 'Why it may apply to the incident, in a sentence for the member.' })
  reason!: string;

  @Field(() => Int, { description: 'How well the provision matches the incident, in percent (0 to 100).' })
  confidence!: number;

  @Field(() => ID, { description: 'Id of the section: pass it to contractSection(id:) for the full text.' })
  sectionId!: string;
}

@ObjectType({
  description: "The assistant's reading of an incident (SPEC 'AI grievance analysis response'): the provisions it may have violated.",
})
export class GrievanceAnalysis {
  @Field(() => [SuggestedArticle], {
    description: 'Provisions the incident may have violated, best first; empty when none applies or no contract is published.',
  })
  suggestedArticles!: SuggestedArticle[];
}

@ObjectType({ description: 'A section as the importer understood it; nothing is saved.' })
export class ContractPreviewSection {
  @Field(() => String, { description: "How answers would cite it: 'Article 7, Section 7.4 - Mandatory Overtime'." }) reference!: string;
  @Field(() => String, { description: "The article as it would be cited: 'Article 5' or 'Letter of Agreement 1'." }) articleLabel!: string;
  @Field(() => String, { description: "The article's title as read from the file." }) articleTitle!: string;
  @Field(() => String, { nullable: true, description: "The section's number as read ('5.3'), or null for text directly under an article." })
  sectionNumber!: string | null;
  @Field(() => String, { nullable: true, description: "The section's title as read, or null." }) sectionTitle!: string | null;
  @Field(() => [String], { description: "The lettered subsections found in the section: '(a)', '(b)'..." }) subsections!: string[];
  @Field(() => String, { description: "The first words of the section's text (at most 160 characters, '...' when cut)." }) excerpt!: string;
  @Field(() => Int, { description: "Length of the section's full text, in characters." }) characters!: number;
}

@ObjectType({ description: 'A document (agreement or side letter) as the importer understood it; nothing is saved.' })
export class ContractPreviewDocument {
  @Field(() => String, {
    description: "The document's title as read from the file (publishContractImport's title argument can replace the agreement's).",
  })
  title!: string;
  @Field(() => ContractDocumentKindEnum, { description: 'Whether this is the agreement or a side letter.' }) kind!: ContractDocumentKind;
  @Field(() => String, { description: "'Article' for the agreement; the letter's name for a side letter." }) label!: string;
  @Field(() => String, { nullable: true, description: 'The effective date read from the file, YYYY-MM-DD, or null when none was found.' })
  effectiveDate!: string | null;
  @Field(() => Int, { description: 'How many articles were found in the document.' }) articleCount!: number;
  @Field(() => [ContractPreviewSection], { description: 'The sections found, in reading order.' }) sections!: ContractPreviewSection[];
}

@ObjectType({ description: 'What publishing this file would store: check the outline and warnings before calling publishContractImport.' })
export class ContractImportPreview {
  @Field(() => String, { description: "The uploaded file's name." }) fileName!: string;
  @Field(() => String, { description: 'How the file was read: markdown, text or pdf.' }) format!: string;
  @Field(() => [ContractPreviewDocument], { description: 'The documents found: the agreement first, then the side letters.' })
  documents!: ContractPreviewDocument[];
  @Field(() => Int, { description: 'How many sections were found in all documents.' }) sectionCount!: number;
  @Field(() => [String], {
    description:
      'What the importer could not read cleanly (for example a side letter with no text, left out), in sentences for the administrator; empty when none.',
  })
  warnings!: string[];
}
