export interface ProbeLint {
  failed: boolean;
  output: string;
  /** How many diagnostics of one rule ('style/noRestrictedImports') the output holds. */
  count(rule: string): number;
}

export function lintProbes(): {
  lint(files: Record<string, string>): ProbeLint;
  remove(): void;
};
