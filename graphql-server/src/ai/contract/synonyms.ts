import { termOf } from './text.js';

// How members ask versus how agreements are written. Phrases are rewritten in the question first; then each word
// of a group also finds the other words of its group in the contract (with a little less weight than the word asked).

/** Everyday phrases and the contract's words for them (applied to questions only). */
export const PHRASES: Array<[RegExp, string]> = [
  [/\bcall(?:s|ed|ing)? (?:in|out) sick\b/g, 'sick notify'],
  [/\bsick (?:day|days|time|pay)\b/g, 'sick leave'],
  [/\btime and (?:a|one)[\s-]half\b/g, 'overtime time one-half'],
  [/\bdouble[\s-]time\b/g, 'double time overtime'],
  [/\bwr(?:ite|itten)[\s-]?ups?\b|\bwritten up\b/g, 'written warning discipline'],
  [/\blet go\b|\bget fired\b|\bbe fired\b/g, 'discharge'],
  [/\bunion reps?\b|\bunion representatives?\b/g, 'steward representative'],
  [/\bdoctor'?s? notes?\b|\bsick notes?\b|\bmedical notes?\b/g, 'doctor note medical certification'],
  [/\bbuddy pass(?:es)?\b|\bflight benefits?\b|\bnon[\s-]?rev(?:enue)?\b|\bfly(?:ing)? (?:for )?free\b|\bfree flights?\b/g, 'pass travel'],
  [/\bpaid time off\b|\bpto\b/g, 'vacation'],
  [/\bhow long\b/g, 'period'],
  [/\bnew hires?\b/g, 'probationary new employee'],
  [/\bjob openings?\b|\bjob postings?\b|\bopen positions?\b/g, 'vacancy'],
  [/\bsent home\b/g, 'sent home lack work reporting'],
  [/\bpay days?\b/g, 'payday'],
  [/\btaken out\b|\btakes? out\b|\bwithh[eo]ld\w*/g, 'deducted'],
  [/\bhand(?:ed|s)? out\b|\bgiven out\b|\bpassed out\b|\bshared out\b/g, 'offered distribution'],
  [/\bhearing test\b/g, 'hearing test'],
  [/\bcontract(?:ed|ing)? out\b|\bout-?sourc\w*\b|\bsubcontract\w*\b/g, 'contracted out'],
  [/\bno[\s-]show\b/g, 'absence'],
  [/\bcall(?:ed|s)? back\b|\bcall[\s-]?backs?\b|\bcalled in\b/g, 'call-out called back'],
  [/\b(?:went|gone|go|going|left) home\b|\bleft work\b/g, 'left premises'],
  [/\bsafety shoes\b|\bsteel[\s-]toe\w*\b|\bwork boots\b/g, 'safety-toe footwear'],
  [/\bfamily emergency\b/g, 'family emergency'],
  [/\bpersonnel records?\b|\bmy file\b/g, 'personnel file'],
];

/** Groups of words that mean the same thing in a question about the contract. */
const GROUPS: string[][] = [
  ['fire', 'fired', 'firing', 'discharge', 'discharged', 'terminate', 'terminated', 'termination', 'dismiss', 'dismissed', 'dismissal', 'sacked'],
  ['meeting', 'interview', 'hearing', 'investigatory'],
  ['boss', 'supervisor', 'manager', 'management'],
  ['swap', 'swapping', 'switch', 'switching', 'trade', 'trading', 'exchange'],
  ['forced', 'force', 'mandatory', 'required', 'require', 'compulsory', 'mandated', 'obligated', 'make'],
  ['quit', 'quitting', 'resign', 'resignation'],
  ['layoff', 'layoffs', 'laid', 'furlough', 'furloughed', 'reduction', 'cut', 'cuts', 'cutback', 'cutbacks', 'downsizing', 'downsize'],
  ['bump', 'bumping', 'bumped', 'displace', 'displacement'],
  ['funeral', 'bereavement', 'death', 'died', 'dies', 'passed'],
  ['father', 'mother', 'dad', 'mom', 'parent', 'parents', 'son', 'daughter', 'child', 'children', 'kid', 'kids', 'wife', 'husband', 'spouse', 'partner', 'brother', 'sister', 'sibling', 'grandmother', 'grandfather', 'grandparent'],
  ['earn', 'earned', 'accrue', 'accrual', 'accrued', 'accumulate', 'build'],
  ['determined', 'determine', 'defined', 'definition', 'measured', 'calculated', 'calculate', 'computed', 'counted', 'figured'],
  ['stay', 'remain', 'removed', 'kept'],
  ['file', 'record', 'records'],
  ['wrong', 'error', 'errors', 'mistake', 'mistakes', 'incorrect', 'fix', 'correct', 'corrected', 'protest'],
  ['deadline', 'deadlines', 'limit', 'limits'],
  ['extra', 'additional'],
  ['paycheck', 'paychecks', 'payday', 'payroll', 'deduct', 'deducted'],
  ['coworker', 'coworkers', 'colleague', 'colleagues', 'employee'],
  ['wage', 'wages', 'salary', 'scale', 'raise', 'raises', 'hourly'],
  ['pay', 'paid', 'pays', 'payment'],
  ['lunch', 'meal'],
  ['shoes', 'boots', 'footwear'],
  ['clothes', 'clothing', 'uniform', 'uniforms', 'shirts', 'pants', 'jacket', 'coat', 'parka'],
  ['hurt', 'injury', 'injured', 'accident', 'injuries'],
  ['pregnant', 'pregnancy', 'maternity', 'paternity', 'baby', 'newborn', 'adoption', 'family'],
  ['steward', 'stewards', 'rep', 'reps', 'representative', 'representation', 'represented'],
  ['complaint', 'complain', 'grievance', 'grieve', 'dispute'],
  ['arbitration', 'arbitrator', 'arbitrate'],
  ['weather', 'lightning', 'storm', 'storms', 'thunderstorm', 'thunder'],
  ['hot', 'heat', 'temperature'],
  ['cold', 'chill', 'freezing', 'winter'],
  ['dues', 'fees'],
  ['probation', 'probationary'],
  ['sick', 'ill', 'illness', 'sickness', 'flu'],
  ['late', 'lateness', 'tardy', 'tardiness'],
  ['harass', 'harassed', 'harassment', 'bully', 'bullying', 'bullied'],
  ['discriminate', 'discrimination', 'racism', 'racist', 'sexism', 'sexist', 'bias'],
  ['schedule', 'schedules', 'roster', 'scheduling', 'scheduled'],
  ['notice', 'notify', 'notification', 'advance'],
  ['overtime', 'ot'],
  ['discipline', 'disciplined', 'punish', 'punished', 'punishment', 'reprimand'],
  ['suspend', 'suspended', 'suspension'],
  ['investigation', 'investigate', 'investigated', 'investigating', 'inquiry', 'probe'],
  ['unsafe', 'dangerous', 'danger', 'hazard', 'hazardous'],
  ['refuse', 'refusal', 'decline'],
  ['vacancy', 'vacancies', 'promotion', 'promoted'],
  ['jury', 'court', 'subpoena', 'subpoenaed', 'witness'],
  ['military', 'reserves', 'reservist', 'deployment'],
  ['insurance', 'medical', 'dental', 'benefits'],
  ['earplugs', 'earmuffs', 'hearing'],
  ['strike', 'walkout', 'lockout'],
  ['pass', 'passes', 'travel', 'fly', 'flying', 'flights', 'standby'],
  ['parking', 'park', 'shuttle', 'commute', 'commuting'],
  ['vacation', 'vacations'],
  ['holiday', 'holidays', 'christmas', 'thanksgiving', 'easter'],
  ['break', 'breaks'],
  ['rest', 'sleep'],
  ['differential', 'night'],
  ['minimum', 'least', 'shortest', 'min'],
  ['maximum', 'longest', 'max', 'cap'],
  ['nearby', 'near', 'within', 'close'],
  ['bid', 'bidding', 'bids'],
  ['seniority', 'senior'],
  ['leave', 'absence'],
];

const SYNONYMS = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const stems = [...new Set(group.map(termOf))];
  for (const s of stems) {
    const set = SYNONYMS.get(s) ?? new Set<string>();
    for (const other of stems) if (other !== s) set.add(other);
    SYNONYMS.set(s, set);
  }
}

export function rewritePhrases(question: string): string {
  let q = question.toLowerCase();
  for (const [re, replacement] of PHRASES) q = q.replace(re, (m) => `${m} ${replacement}`);
  return q;
}

export function synonymsOf(term: string): string[] {
  return [...(SYNONYMS.get(term) ?? [])];
}
