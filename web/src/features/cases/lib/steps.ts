/**
 * The name of the step a case stands at: the procedure's name for it, or 'Step N' when the procedure has fewer steps
 * now than when the case was filed; 'Not filed yet' before Step 1.
 */
export function stepNameOf(currentStep: number | null | undefined, stepNames: readonly string[]): string {
  if (currentStep === null || currentStep === undefined) return 'Not filed yet';
  return stepNames[currentStep] ?? `Step ${currentStep + 1}`;
}
