import type { ClassifiedLine, DivisionWord, SectionNumber } from './classify-line.js';
import { isHeadingLine, isTitleLike, MAX_HEADING_LINE, mayBeHeading, SECTION, titleCase } from './contract-lines.js';
import { numberedParagraphs, subsectionsOf, toParagraphs } from './section-text.js';

// Builds the documents (the agreement, then each letter or appendix) from classified lines, in order: it knows which
// document, article and section are open, and decides whether a heading opens what it names or is only text.

export interface ParsedSection {
  articleNumber: string;
  articleTitle: string;
  sectionNumber: string | null;
  sectionTitle: string | null;
  text: string;
  /** '(a)', '(b)'... markers found at the start of lines of the section. */
  subsections: string[];
}

export interface ParsedDocument {
  title: string;
  kind: 'agreement' | 'side_letter';
  /** 'Article' for the agreement ('Section' when its top-level divisions are Sections); the letter's own name ('Letter of Agreement 1') for a side letter. */
  label: string;
  effectiveDate: string | null;
  sections: ParsedSection[];
}

/** The classified lines in order, one at a time; a heading may look past its line and take the next one as its title. */
export class LineReader {
  private at = -1;

  constructor(private readonly lines: readonly ClassifiedLine[]) {}

  next(): ClassifiedLine | undefined {
    this.at += 1;
    return this.lines[this.at];
  }

  /** The text of the line before the current one (after a heading took the next line as its title, that title). */
  previousText(): string {
    return this.lines[this.at - 1]?.text ?? '';
  }

  /** The text of the line `ahead` lines after the current one ('' past the end). */
  textAhead(ahead: number): string {
    return this.lines[this.at + ahead]?.text ?? '';
  }

  /** How many lines ahead the next line with text is, blank lines skipped (past the end when there is none). */
  distanceToText(): number {
    let ahead = 1;
    while (this.at + ahead < this.lines.length && !this.lines[this.at + ahead].text) ahead++;
    return ahead;
  }

  /** Moves past lines a heading took as its title. */
  skip(count: number): void {
    this.at += count;
  }
}

/** The open document, its current article and section, and the lines of that section so far. */
interface OpenDocument {
  doc: ParsedDocument;
  /** '' in a letter, which has no articles. */
  articleNumber: string;
  articleTitle: string;
  articleValue: number;
  sectionNumber: string | null;
  sectionTitle: string | null;
  sectionValue: number[];
  body: string[];
}

/** Where an article starts, before its first section; a letter reads as one article with no number. */
const articleStart = (doc: ParsedDocument, number: string, title: string, value: number): OpenDocument => ({
  doc,
  articleNumber: number,
  articleTitle: title,
  articleValue: value,
  sectionNumber: null,
  sectionTitle: null,
  sectionValue: [],
  body: [],
});

/** Fed the lines of a contract in order (`add`), then `finish`ed: the documents found, with warnings, and the preface. */
export class DocumentBuilder {
  private open: OpenDocument | null = null;
  private agreementTitle: string | null = null;
  /** The text before the first article or letter: the parties, the term, the effective date. */
  private readonly preface: string[] = [];
  private readonly documents: ParsedDocument[] = [];
  private readonly warnings: string[] = [];

  constructor(
    private readonly division: DivisionWord,
    private readonly fallbackTitle: string,
  ) {}

  /** An article heading that does not open an article (out of order, or a sentence) is read as a section or as text. */
  add(line: ClassifiedLine, reader: LineReader): void {
    if (line.kind === 'blank') {
      this.open?.body.push('');
    } else if (line.kind === 'letter') {
      this.startLetter(line.name, line.subject, reader);
    } else if (line.kind !== 'article' || !this.startArticle(line, reader)) {
      if (this.open) this.addToDocument(this.open, line, reader.previousText());
      else this.addToPreface(line);
    }
  }

  finish(): { documents: ParsedDocument[]; warnings: string[]; preface: string[] } {
    this.finishDocument();
    return { documents: this.documents, warnings: this.warnings, preface: this.preface };
  }

  private startLetter(name: string, subject: string, reader: LineReader): void {
    this.finishDocument();
    const about = subject || subjectOnNextLine(reader);
    const heading = about ? titleCase(about) : name;
    const doc: ParsedDocument = {
      title: about ? `${name} - ${heading}` : name,
      kind: 'side_letter',
      label: name,
      effectiveDate: null,
      sections: [],
    };
    this.open = articleStart(doc, '', heading, 0);
  }

  /** Opens the article a heading names, unless it is out of order or reads as a sentence; false when it does not. */
  private startArticle(line: ClassifiedLine & { kind: 'article' }, reader: LineReader): boolean {
    // Inside a letter, 'Article 3' is the letter's own text (or its section).
    if (this.open?.doc.kind === 'side_letter') return false;
    const title = articleTitleOf(line, reader);
    const open = this.open;
    const inOrder = !open || line.value > open.articleValue;
    if (!((line.level > 0 || isTitleLike(title)) && inOrder)) return false;
    if (open) this.flushSection(open);
    const articleTitle = titleCase(title.replace(/[.:]$/, '')) || `${this.division} ${line.number}`;
    this.open = articleStart(open?.doc ?? this.newAgreement(), line.number, articleTitle, line.value);
    return true;
  }

  private newAgreement(): ParsedDocument {
    return { title: this.agreementTitle ?? this.fallbackTitle, kind: 'agreement', label: this.division, effectiveDate: null, sections: [] };
  }

  private addToDocument(open: OpenDocument, line: ClassifiedLine, previous: string): void {
    if (this.startNumberedSection(open, line, previous) || this.startLetteredSection(open, line)) return;
    if (line.level > 0) {
      // Another Markdown heading inside an article: an untitled-number section.
      this.flushSection(open);
      open.sectionTitle = titleCase(line.text);
      return;
    }
    open.body.push(line.text);
  }

  /** The agreement's title is its first Markdown heading, or a first line in capitals or naming the agreement. */
  private addToPreface(line: ClassifiedLine): void {
    const { text, level } = line;
    const namesAgreement = mayBeHeading(line) && (text === text.toUpperCase() || /agreement/i.test(text));
    if (level === 1 && !this.agreementTitle) this.agreementTitle = text;
    else if (!this.agreementTitle && this.preface.length === 0 && namesAgreement) this.agreementTitle = titleCase(text);
    else this.preface.push(text);
  }

  private startNumberedSection(open: OpenDocument, line: ClassifiedLine, previous: string): boolean {
    const heading = sectionHeadingOf(open, line, previous);
    if (!heading) return false;
    const { number, value, rest } = heading;
    // 'Section 2.2' quoted inside Article 19 is a reference, not a heading: a dotted number must belong to the
    // current article, and numbers only go up.
    const belongs = value.length === 1 || open.doc.kind === 'side_letter' || value[0] === open.articleValue;
    const increasing = compareNumbers(value, open.sectionValue) > 0;
    // An article numbers its sections one way ('Section 3.' or 'Section 5.3'), and a heading's text does not
    // begin in the middle of a sentence.
    const sameStyle = open.sectionValue.length === 0 || open.sectionValue.length === value.length;
    const continuesSentence = /^[a-z]/.test(rest.trim());
    if (!(belongs && increasing && (line.level > 0 || (sameStyle && !continuesSentence)))) return false;
    const { title, text } = splitSectionRest(rest);
    this.startSection(open, number, title, value);
    if (text) open.body.push(text);
    return true;
  }

  /** 'B. Preparation Time' alone on its line (or as a heading): the article's sections are lettered, A, B, C in turn. */
  private startLetteredSection(open: OpenDocument, line: ClassifiedLine): boolean {
    if (line.kind !== 'lettered-section' || open.doc.kind !== 'agreement') return false;
    const { sectionNumber, sectionValue } = open;
    const letteredSoFar = sectionNumber === null ? sectionValue.length <= 1 : /^[A-Z]$/.test(sectionNumber);
    if (!letteredSoFar || line.value !== (sectionValue.length === 1 ? sectionValue[0] + 1 : 1)) return false;
    this.startSection(open, line.letter, line.title, [line.value]);
    return true;
  }

  private startSection(open: OpenDocument, number: string, title: string | null, value: number[]): void {
    this.flushSection(open);
    open.sectionNumber = number;
    open.sectionTitle = title;
    open.sectionValue = value;
  }

  /** Ends the open section: its text becomes a section of the document (a heading with no text is left out, with a warning). */
  private flushSection(open: OpenDocument): void {
    const text = toParagraphs(open.body);
    const hasHeading = open.sectionNumber !== null || open.sectionTitle !== null;
    if (text) {
      const parts =
        open.doc.kind === 'side_letter' && !hasHeading && open.doc.sections.length === 0
          ? numberedParagraphs(text)
          : [{ number: open.sectionNumber, text }];
      for (const part of parts) {
        open.doc.sections.push({
          articleNumber: open.articleNumber,
          articleTitle: open.articleTitle,
          sectionNumber: part.number,
          sectionTitle: open.sectionTitle,
          text: part.text,
          subsections: subsectionsOf(part.text),
        });
      }
    } else if (hasHeading) {
      const where = open.doc.kind === 'agreement' ? `Article ${open.articleNumber}` : open.doc.label;
      this.warnings.push(
        `${where}${open.sectionNumber ? `, Section ${open.sectionNumber}` : ''} has a heading but no text; it was left out.`,
      );
    }
    open.body = [];
    open.sectionNumber = null;
    open.sectionTitle = null;
  }

  private finishDocument(): void {
    const open = this.open;
    if (!open) return;
    this.flushSection(open);
    if (open.doc.sections.length > 0) this.documents.push(open.doc);
    else if (open.doc.kind === 'side_letter') this.warnings.push(`${open.doc.title} has no text; it was left out.`);
    this.open = null;
  }
}

/** 'LETTER OF AGREEMENT 1', its subject on the next line ('Re: Extreme Heat Procedures', 'Subject: ...'); '' when there is none. */
function subjectOnNextLine(reader: LineReader): string {
  const ahead = reader.distanceToText();
  const subject = reader.textAhead(ahead).replace(/^(?:re|subject|regarding)\s*:\s*/i, '');
  if (!subject || subject.length > MAX_HEADING_LINE || !isTitleLike(subject) || isHeadingLine(subject)) return '';
  reader.skip(ahead);
  return subject;
}

/**
 * The title of an article heading: its own, or the next line's ('ARTICLE 5' alone), or its own with the next line
 * added to it ('ARTICLE XII - SICK LEAVE AND SHORT-TERM' / 'LEAVES': an upper-case title wrapped in a narrow column).
 * The lines taken are skipped even when the heading then turns out not to open an article.
 */
function articleTitleOf(line: ClassifiedLine & { kind: 'article' }, reader: LineReader): string {
  if (!line.title) {
    const ahead = reader.distanceToText();
    const next = reader.textAhead(ahead);
    if (!next || !isTitleLike(next) || SECTION.test(next)) return '';
    reader.skip(ahead);
    return next;
  }
  const next = reader.textAhead(1);
  const wrapped =
    line.text.length >= 35 &&
    line.title === line.title.toUpperCase() &&
    next &&
    next === next.toUpperCase() &&
    /[A-Z]/.test(next) &&
    next.split(/\s+/).length <= 3 &&
    !isHeadingLine(next);
  if (!wrapped) return line.title;
  reader.skip(1);
  return `${line.title} ${next}`;
}

/**
 * The section number a line opens in the open document, if any. 'Section 1. The Company shall ...' opens a paragraph
 * however long the line is; a wrapped line that begins with 'Section 2.2 of the handbook' does not (the line before
 * it does not end a sentence). '3.2 ...' counts only inside Article 3 of the agreement.
 */
function sectionHeadingOf(open: OpenDocument, line: ClassifiedLine, previous: string): SectionNumber | null {
  if (line.kind === 'bare-section') return open.doc.kind === 'agreement' && line.value[0] === open.articleValue ? line : null;
  const heading = line.kind === 'section' ? line : line.kind === 'article' ? line.section : null;
  if (!heading || mayBeHeading(line)) return heading;
  const opensParagraph = !previous || /[.:;]$/.test(previous) || isHeadingLine(previous) || previous === open.articleTitle.toUpperCase();
  return opensParagraph ? heading : null;
}

function compareNumbers(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Splits the rest of a 'Section 3.' line into its title and the start of its text. */
function splitSectionRest(rest: string): { title: string | null; text: string } {
  const r = rest.trim();
  if (!r) return { title: null, text: '' };
  if (isTitleLike(r)) return { title: titleCase(r.replace(/[.:]$/, '')), text: '' };
  const dot = /^(.{2,80}?)[.:]\s+(.+)$/.exec(r);
  if (dot && isTitleLike(dot[1]) && dot[1].split(/\s+/).length <= 8) return { title: titleCase(dot[1]), text: dot[2] };
  return { title: null, text: r };
}
