import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { CONTRACT_DOCUMENT_KINDS, type ContractDocumentKind } from '@union/rules/contract';
import { enumOf } from '../../graphql/enum-of.js';

export const ContractDocumentKindEnum = enumOf(CONTRACT_DOCUMENT_KINDS);
registerEnumType(ContractDocumentKindEnum, {
  name: 'ContractDocumentKind',
  description: 'Which kind of contract document: the agreement itself, or a letter of agreement / side letter.',
  valuesConfig: {
    agreement: { description: 'The collective bargaining agreement itself, made of articles and their sections.' },
    side_letter: { description: "A letter of agreement or side letter that amends or explains the agreement; cited by the letter's name." },
  },
});

/**
 * One imported document: the collective bargaining agreement or one of its side letters. An import publishes a new
 * version of the whole set in one transaction; earlier versions stay (unpublished) so answers given before still
 * open the text they cited.
 */
@ObjectType({
  description:
    'One document of the contract as an administrator imported it: the collective bargaining agreement or one of its side letters. Every signed-in member may read the published ones.',
})
@Entity({ tableName: 'contract_documents' })
@Index({ properties: ['isPublished'] })
export class ContractDocument extends BaseEntity<'isPublished' | 'sections' | 'sectionList'> {
  @Field(() => String, {
    description: "The document's title as imported (or as the administrator set it when publishing), at most 300 characters.",
  })
  @Property({ type: 'string', length: 300 })
  title!: string;

  @Field(() => ContractDocumentKindEnum, { description: 'Whether this is the agreement itself or a side letter.' })
  @Enum({ items: () => [...CONTRACT_DOCUMENT_KINDS] })
  kind!: ContractDocumentKind;

  @Field(() => String, {
    description: "How its parts are named: 'Article' for the agreement; the letter's name ('Letter of Agreement 1') for a side letter.",
  })
  @Property({ type: 'string', length: 120 })
  label!: string;

  @Field(() => String, {
    nullable: true,
    description: 'When the document takes effect, YYYY-MM-DD (a calendar day, no time zone); null when the file did not say.',
  })
  @Property({ type: 'date', nullable: true })
  effectiveDate?: string | null;

  @Field(() => Int, { description: 'Import number shared by the documents published together: every publish adds one.' })
  @Property({ type: 'integer' })
  version!: number;

  @Field(() => Boolean, {
    description:
      'True for the documents of the latest publish (the ones the assistant answers from); false once a newer import replaced them.',
  })
  @Property({ type: 'boolean', default: false })
  isPublished: boolean = false;

  @Field(() => Int, {
    description: "Position of the document within its import, from 0 (the agreement first, then the side letters in the file's order).",
  })
  @Property({ type: 'integer' })
  position!: number;

  @Field(() => String, { nullable: true, description: 'The name of the file it was imported from (at most 255 characters), or null.' })
  @Property({ type: 'string', length: 255, nullable: true })
  sourceFileName?: string | null;

  @OneToMany(
    () => ContractSection,
    (s) => s.document,
    { orderBy: { order: 'asc' } },
  )
  sections = new Collection<ContractSection>(this);

  @Field(() => [ContractSection], {
    description: "The document's sections in reading order (the outline); filled by contractOutline, empty in contractVersions.",
  })
  get sectionList(): ContractSection[] {
    return this.sections.isInitialized() ? this.sections.getItems() : [];
  }
}

/** A numbered section of an article (or of a side letter): the unit the assistant retrieves and cites. */
@ObjectType({
  description:
    'A section of the contract with its full text: the unit the assistant retrieves and cites. Every signed-in member may read it.',
})
@Entity({ tableName: 'contract_sections' })
export class ContractSection extends BaseEntity<'documentTitle' | 'isCurrent' | 'effectiveDate'> {
  @ManyToOne(() => ContractDocument, { deleteRule: 'cascade', index: true })
  document!: ContractDocument;

  @Field(() => String, { description: "The article's number as written: '5', 'V'; empty for a side letter." })
  @Property({ type: 'string', length: 20 })
  articleNumber!: string;

  @Field(() => String, { description: "The article's title as written, e.g. 'Overtime'." })
  @Property({ type: 'string', length: 300 })
  articleTitle!: string;

  @Field(() => String, { description: "The article as cited: 'Article 5' or 'Letter of Agreement 1'." })
  @Property({ type: 'string', length: 140 })
  articleLabel!: string;

  @Field(() => String, {
    nullable: true,
    description: "The section's number as written: '3', '5.3'; null for text directly under an article.",
  })
  @Property({ type: 'string', length: 20, nullable: true })
  sectionNumber?: string | null;

  @Field(() => String, { nullable: true, description: "The section's title as written, or null when it has none." })
  @Property({ type: 'string', length: 300, nullable: true })
  sectionTitle?: string | null;

  @Field(() => String, {
    description: "How answers cite it: 'Article 7, Section 7.4 - Mandatory Overtime' (the same text as ContractAnswer.sources).",
  })
  @Property({ type: 'string', length: 500 })
  reference!: string;

  @Field(() => String, { description: "The section's full text as imported, as plain text." })
  @Property({ type: 'text' })
  text!: string;

  @Field(() => Int, { description: 'Position of the section within its document, from 0, in reading order.' })
  @Property({ type: 'integer' })
  order!: number;

  @Field(() => String, { description: 'Title of the document (agreement or side letter) the section belongs to.' })
  get documentTitle(): string {
    return this.document.title;
  }

  @Field(() => String, { nullable: true, description: "The effective date of the section's document, YYYY-MM-DD, or null." })
  get effectiveDate(): string | null {
    return this.document.effectiveDate ?? null;
  }

  @Field(() => Boolean, {
    description: "False when a newer import has replaced the contract this section came from (an old answer's source still opens).",
  })
  get isCurrent(): boolean {
    return this.document.isPublished;
  }
}

// A member's questions in the current minute, shared by every app server through the database.
@Entity({ tableName: 'contract_rate_limits' })
export class ContractRateLimit {
  @PrimaryKey({ type: 'string', length: 64 })
  key!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  count!: number;
}
