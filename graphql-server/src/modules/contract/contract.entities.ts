import { Collection } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';
import { CONTRACT_DOCUMENT_KINDS, type ContractDocumentKind } from '@union/rules/contract';

export const ContractDocumentKindEnum = Object.fromEntries(CONTRACT_DOCUMENT_KINDS.map((k) => [k, k])) as {
  [K in ContractDocumentKind]: K;
};
registerEnumType(ContractDocumentKindEnum, {
  name: 'ContractDocumentKind',
  description: 'The agreement itself, or a letter of agreement / side letter.',
});

/**
 * One imported document: the collective bargaining agreement or one of its side letters. An import publishes a new
 * version of the whole set in one transaction; earlier versions stay (unpublished) so answers given before still
 * open the text they cited.
 */
@ObjectType({ description: 'The agreement or a side letter, as imported by an administrator.' })
@Entity({ tableName: 'contract_documents' })
@Index({ properties: ['isPublished'] })
export class ContractDocument extends BaseEntity<'isPublished' | 'sections' | 'sectionList'> {
  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  title!: string;

  @Field(() => ContractDocumentKindEnum)
  @Enum({ items: () => [...CONTRACT_DOCUMENT_KINDS] })
  kind!: ContractDocumentKind;

  @Field(() => String, { description: "'Article' for the agreement; the letter's name ('Letter of Agreement 1') for a side letter." })
  @Property({ type: 'string', length: 120 })
  label!: string;

  @Field(() => String, { nullable: true, description: 'ISO date (YYYY-MM-DD).' })
  @Property({ type: 'date', nullable: true })
  effectiveDate?: string | null;

  @Field(() => Int, { description: 'Import number: every publish adds one.' })
  @Property({ type: 'integer' })
  version!: number;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isPublished: boolean = false;

  @Field(() => Int, { description: 'Position of the document within its import (the agreement first).' })
  @Property({ type: 'integer' })
  position!: number;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 255, nullable: true })
  sourceFileName?: string | null;

  @OneToMany(
    () => ContractSection,
    (s) => s.document,
    { orderBy: { order: 'asc' } },
  )
  sections = new Collection<ContractSection>(this);

  @Field(() => [ContractSection], { description: 'The sections in order (the outline), when loaded.' })
  get sectionList(): ContractSection[] {
    return this.sections.isInitialized() ? this.sections.getItems() : [];
  }
}

/** A numbered section of an article (or of a side letter): the unit the assistant retrieves and cites. */
@ObjectType({ description: 'A section of the contract, with its full text.' })
@Entity({ tableName: 'contract_sections' })
export class ContractSection extends BaseEntity<'documentTitle' | 'isCurrent' | 'effectiveDate'> {
  @ManyToOne(() => ContractDocument, { deleteRule: 'cascade', index: true })
  document!: ContractDocument;

  @Field(() => String, { description: "As written: '5', 'V'; empty for a side letter." })
  @Property({ type: 'string', length: 20 })
  articleNumber!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  articleTitle!: string;

  @Field(() => String, { description: "'Article 5' or 'Letter of Agreement 1'." })
  @Property({ type: 'string', length: 140 })
  articleLabel!: string;

  @Field(() => String, { nullable: true, description: "As written: '3', '5.3'; null for text directly under an article." })
  @Property({ type: 'string', length: 20, nullable: true })
  sectionNumber?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 300, nullable: true })
  sectionTitle?: string | null;

  @Field(() => String, { description: "How answers cite it: 'Article 7, Section 7.4 - Mandatory Overtime'." })
  @Property({ type: 'string', length: 500 })
  reference!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  text!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  order!: number;

  @Field(() => String, { description: 'Title of the document the section belongs to.' })
  get documentTitle(): string {
    return this.document.title;
  }

  @Field(() => String, { nullable: true })
  get effectiveDate(): string | null {
    return this.document.effectiveDate ?? null;
  }

  @Field(() => Boolean, { description: 'False when a newer import has replaced the contract this section came from.' })
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
