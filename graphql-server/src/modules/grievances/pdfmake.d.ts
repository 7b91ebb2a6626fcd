// The small part of pdfmake 0.3's server API that the grievance PDF uses. @types/pdfmake is not used: it pulls the
// DOM library into the server's compilation (`/// <reference lib="dom" />`), which changes fetch and Blob types
// everywhere.
declare module 'pdfmake' {
  /** A node of a document definition: text, a stack or columns, a table, an image... (see pdfmake's docs). */
  export type Content = string | Content[] | { [key: string]: unknown };

  export interface TDocumentDefinitions {
    pageSize?: string | { width: number; height: number };
    pageMargins?: number | [number, number, number, number];
    info?: { title?: string; author?: string; subject?: string; creator?: string };
    header?: (currentPage: number, pageCount: number) => Content;
    footer?: (currentPage: number, pageCount: number) => Content;
    images?: Record<string, string>;
    content: Content[];
    pageBreakBefore?: (
      node: { headlineLevel?: number },
      nodes: { getFollowingNodesOnPage(): unknown[]; getNodesOnNextPage(): unknown[]; getPreviousNodesOnPage(): unknown[] },
    ) => boolean;
    defaultStyle?: Record<string, unknown>;
    styles?: Record<string, Record<string, unknown>>;
  }

  export interface FontFiles {
    normal: string;
    bold: string;
    italics: string;
    bolditalics: string;
  }

  interface PdfMake {
    setFonts(fonts: Record<string, FontFiles>): void;
    setUrlAccessPolicy(allow: (url: string) => boolean): void;
    setLocalAccessPolicy(allow: (path: string) => boolean): void;
    createPdf(definition: TDocumentDefinitions): { getBuffer(): Promise<Buffer> };
  }

  const pdfmake: PdfMake;
  export default pdfmake;
}
