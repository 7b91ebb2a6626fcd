import { termOf } from './text.js';

// How members ask versus how agreements are written. Shorthand is spelled out and phrases are replaced by the contract's
// words for them in the question first; then each word of a group also finds the other words of its group in the
// contract (with a little less weight than the word asked).

/**
 * Shorthand and slang members type on a phone, spelled out before anything else (questions only). A number before
 * 'hr' or 'min' makes it hours or minutes; alone, 'hr' is the Human Resources office and 'min' stays a minimum.
 */
const INFORMAL: Array<[RegExp, string]> = [
  [/\b(\d+)\s*(?:hrs?|hours?)\b/g, '$1 hours'],
  [/\b(\d+)\s*(?:mins?|minutes?)\b/g, '$1 minutes'],
  [/\b(\d+)\s*(?:yrs?|years?)\b/g, '$1 years'],
  [/\b(\d+)\s*(?:wks?|weeks?)\b/g, '$1 weeks'],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s|[a-z])/g, 'with '],
  [/\bhr\b/g, 'human resources'],
  [/\bhrs\b/g, 'hours'],
  [/\byrs?\b/g, 'years'],
  [/\bwks?\b/g, 'weeks'],
  [/\bmos\b|\bmnths?\b/g, 'months'],
  [/\bsupe?s?\b|\bsupv\b|\bsupervis[eo]rs?\b/g, 'supervisor'],
  [/\bmgrs?\b|\bmngrs?\b/g, 'manager'],
  [/\bmgmt\b/g, 'management'],
  [/\bpt\b|\bp\/t\b/g, 'part-time'],
  [/\bft\b|\bf\/t\b/g, 'full-time'],
  [/\bdrs?\b|\bdocs?\b/g, 'doctor'],
  [/\bappts?\b/g, 'appointment'],
  [/\bvacay\b|\bvaca\b/g, 'vacation'],
  [/\bdiff\b/g, 'differential'],
  [/\bx-?mas\b/g, 'christmas'],
  [/\bthru\b/g, 'through'],
  [/\bnite\b/g, 'night'],
  [/\btonite\b/g, 'tonight'],
  [/\btmrw?\b|\btmrow\b|\btomorow\b|\btommorow\b/g, 'tomorrow'],
  [/\bpax\b/g, 'passengers'],
  [/\bgrand(?:ma|pa|mom|dad|mother|father)s?\b|\bgrann(?:y|ies)\b|\bnana\b|\bgramma\b/g, 'grandparent'],
  [/\bbro\b/g, 'brother'],
  [/\bsis\b/g, 'sister'],
  [/\bhubby\b/g, 'husband'],
  [/\bsked\b|\bsched\b/g, 'schedule'],
  [/\bpd\b/g, 'paid'],
  [/\bppl\b/g, 'people'],
  [/\bdept\b/g, 'department'],
  [/\breq'?d\b/g, 'required'],
  [/\bcert\b/g, 'certification'],
  [/\bfmla\b/g, 'family medical leave'],
  [/\birr?ops?\b/g, 'irregular operation'],
  [/\bgse\b/g, 'ground support equipment'],
  [/\bwanna\b/g, 'want to'],
  // 'passed' is a death unless it is 'passed over' (skipped) or a test passed; it would otherwise meet 'pass travel'.
  [/\bpass(?:ed|es|ing)? away\b|\bpassed(?! (?:over|out|up|probation|my|the|a|an)\b)/g, 'died'],
  [/\bpassed over\b/g, 'skipped'],
  // A double is a second shift in a row: overtime up to sixteen hours, not double-time pay.
  [/\b(?:work|pull|do)(?:s|ing|ed)? (?:a )?double\b(?![\s-]time)|\bdouble[\s-]?shifts?\b|\bdoubles\b/g, 'work overtime shift'],
  [/\bgotta\b|\bhafta\b|\bhave to\b|\bhas to\b/g, 'must'],
];

/** Everyday phrases and the contract's words for them (applied to questions only). */
export const PHRASES: Array<[RegExp, string]> = [
  [/\bcall(?:s|ed|ing)? (?:in|out) sick\b/g, 'sick notify'],
  [/\bsick (?:day|days|time|pay)\b/g, 'sick leave'],
  [/\btime and (?:a|one)[\s-]half\b/g, 'overtime time one-half'],
  [/\bdouble[\s-]time\b/g, 'double time overtime'],
  [/\bwr(?:ite|itten|ote)[\s-]?ups?\b|\bwritten up\b/g, 'written warning discipline'],
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
  // Held past the end of a shift: overtime that may be mandatory.
  [
    /\bstay(?:s|ing|ed)? (?:late|over|after|past|longer)\b|\bkeep(?:s|ing)? (?:me|us|them|him|her) (?:late|over|after|past|longer)\b|\bkept (?:me|us|them|him|her)? ?(?:late|over|after|past|longer)\b|\bh[eo]ld(?:s|ing)? (?:me |us |them |him |her )?over\b|\bheld over\b|\bholdovers?\b|\bpast (?:the end of )?(?:my|our|the|their|his|her) shift\b/g,
    'overtime past end shift held over',
  ],
  [/\b(?:hours|time|rest) (?:off )?between(?: (?:shifts?|them))?\b|\bturn[\s-]?arounds?\b|\bclopen\w*\b/g, 'rest between shifts'],
  [/\bno work\b|\bslow day\b/g, 'lack work'],
  [/\bout of service\b|\bpulled (?:me |him |her )?(?:out|off)\b/g, 'held out service'],
  [
    /\b(?:pay)?checks? (?:is |was |came |were )?short\b|\bshort (?:on )?(?:my )?(?:pay)?check\b|\bshorted\b|\bunderpaid\b|\bmissing pay\b/g,
    'pay shortage payroll error',
  ],
  [
    /\b(?:acting|worked|working|work) (?:as )?(?:a )?lead\b|\blead pay\b|\b(?:acting|worked|working) (?:as )?(?:a )?crew chief\b/g,
    'higher classification lead pay',
  ],
  [/\b(?:attendance )?points?\b|\boccurrences?\b/g, 'attendance occurrence'],
  [
    /\b(?:called|pulled|brought|took|call|pull|bring|take)(?:s|ing)? (?:me |him |her |us )?in(?:to)? (?:the |an? |his |her )?(?:office|meeting)\b|\bwants? to (?:talk|meet|see)\b|\b(?:talk|meet|sit down)(?:s|ing)? with (?:me|us|him|her)\b/g,
    'meeting interview',
  ],
  [/\bon the clock\b/g, 'paid'],
  [/\bsav(?:e|ed|ing) up\b|\bstockpil\w*\b/g, 'maximum bank'],
  // 'contract' and 'agreement' are stop words ('what does the contract say'), so its end has to be asked for by name.
  [/\b(?:contract|agreement|cba) (?:expires?|expiration|ends?|is up|runs? out|over)\b|\bexpir(?:e|es|ation|y)\b/g, 'term duration until'],
  // 'the rest of the shift' is what remains of it, not a rest break.
  [/\b(?:the )?rest of (?:the|my|our|that|his|her) (shift|day|week)\b/g, 'remainder of the $1'],
  [/\bhow (?:early|soon|far ahead|far in advance)\b|\bahead of time\b|\bin advance\b/g, 'advance notice before'], // The trade's words for the same things, written from how agreements in any craft name them: a question
  // in a member's words must find an agreement in its own.
  [/\btrial period\b|\bintroductory period\b|\bprobation period\b/g, 'probationary period'],
  [/\bwork stoppages?\b|\bslow[\s-]?downs?\b|\bwalk(?:ing)? off the job\b|\bpicket(?:ing)?(?: lines?)?\b/g, 'strike'],
  [
    /\b(?:graveyard|overnight|midnight|night|evening|swing) (?:shift )?(?:premium|bonus|extra)\b|\bshift (?:premium|bonus)\b/g,
    'shift differential',
  ],
  // Only words agreements use: a replacement the contract does not know would count against the question.
  [/\bworkers'? ?comp\b/g, 'workers compensation injury'],
  [/\bhurt (?:at|on the) (?:work|job)\b/g, 'injured on the job'],
  [/\bloa\b/g, 'leave of absence'],
  [/\bcola\b|\bcost[\s-]of[\s-]living\b/g, 'cost of living wage increase'],
  [/\b(?:line|route|run|shift|vacation|schedule) picks?\b/g, '$& bid'],
  [/\bpick(?:s|ed|ing)? up (?:an? |extra |another )?(?:shift|shifts|hours)\b/g, 'additional shift overtime'],
  [/\bon[\s-]call\b/g, 'on-call standby'],
  [
    /\bhow often (?:do|are|will|does) (?:we|i|you|they|employees?) (?:get )?paid\b|\bpay (?:schedule|frequency|cycle)s?\b|\bbi-?weekly pay\b/g,
    'payday',
  ],
  [/\bpay (?:rates?|scales?|steps?)\b|\bwage (?:rates?|scales?|steps?|table)\b/g, 'wage rate schedule'],
  [/\bdrug (?:tests?|testing|screens?)\b|\bpee tests?\b|\burine tests?\b/g, 'drug testing'],
  [/\bpersonal days?\b/g, 'personal leave day'],
  [/\bunpaid (?:time off|leave)\b/g, 'unpaid leave of absence'],
];

/** Groups of words that mean the same thing in a question about the contract. */
const GROUPS: string[][] = [
  [
    'fire',
    'fired',
    'firing',
    'discharge',
    'discharged',
    'terminate',
    'terminated',
    'termination',
    'dismiss',
    'dismissed',
    'dismissal',
    'sacked',
  ],
  ['meeting', 'meet', 'interview', 'hearing', 'investigatory'],
  ['boss', 'supervisor', 'manager', 'management'],
  ['swap', 'swapping', 'switch', 'switching', 'trade', 'trading', 'exchange'],
  ['forced', 'force', 'mandatory', 'required', 'require', 'compulsory', 'mandated', 'obligated', 'make'],
  ['quit', 'quitting', 'resign', 'resignation'],
  ['layoff', 'layoffs', 'laid', 'furlough', 'furloughed', 'reduction', 'cut', 'cuts', 'cutback', 'cutbacks', 'downsizing', 'downsize'],
  ['bump', 'bumping', 'bumped', 'displace', 'displacement'],
  ['funeral', 'bereavement', 'death', 'died', 'dies', 'deceased'],
  [
    'father',
    'mother',
    'dad',
    'mom',
    'parent',
    'parents',
    'son',
    'daughter',
    'child',
    'children',
    'kid',
    'kids',
    'wife',
    'husband',
    'spouse',
    'partner',
    'boyfriend',
    'girlfriend',
    'brother',
    'sister',
    'sibling',
    'grandmother',
    'grandfather',
    'grandparent',
    'grandchild',
    'grandkid',
    'grandkids',
  ],
  ['earn', 'earned', 'accrue', 'accrual', 'accrued', 'accumulate', 'build'],
  ['determined', 'determine', 'defined', 'definition', 'measured', 'calculated', 'calculate', 'computed', 'counted', 'figured'],
  ['stay', 'remain', 'removed', 'kept'],
  ['file', 'record', 'records'],
  ['wrong', 'error', 'errors', 'mistake', 'mistakes', 'incorrect', 'fix', 'correct', 'corrected', 'protest'],
  ['deadline', 'deadlines', 'limit', 'limits'],
  ['extra', 'additional'],
  ['free', 'cost'],
  ['paycheck', 'paychecks', 'check', 'checks', 'payday', 'payperiod', 'payroll', 'deduct', 'deducted'],
  ['short', 'shortage', 'shorted', 'underpaid'],
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
  ['investigation', 'investigate', 'investigated', 'investigating', 'investigatory', 'inquiry', 'probe'],
  ['bring', 'accompany', 'accompanied'],
  ['unsafe', 'dangerous', 'danger', 'hazard', 'hazardous', 'broken', 'busted', 'faulty', 'defective'],
  ['tug', 'tugs', 'tractor', 'tractors', 'loader', 'loaders', 'equipment', 'gse'],
  ['bag', 'bags', 'baggage', 'luggage', 'suitcase', 'suitcases'],
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
  ['week', 'weekly'],
  ['year', 'yearly', 'annual', 'annually'],
  ['month', 'monthly'],
  ['day', 'daily'],
  ['strike', 'strikes', 'stoppage', 'stoppages', 'slowdown', 'picket', 'picketing', 'sympathy'],
  ['differential', 'differentials', 'premium', 'premiums', 'graveyard', 'overnight', 'midnight'],
  ['doctor', 'physician', 'practitioner', 'clinician', 'provider'],
  ['certification', 'certificate', 'verification', 'documentation', 'proof'],
  ['standby', 'on-call', 'oncall'],
  ['break', 'breaks', 'relief'],
  ['transfer', 'transfers', 'transferred', 'relocate', 'relocation'],
  ['raise', 'raises', 'increase', 'increases', 'increment', 'increments'],
  ['weekend', 'weekends', 'saturday', 'saturdays', 'sunday', 'sundays'],
  ['pension', 'pensions', 'retirement', 'retire', 'retiring', 'retiree', 'retirees', '401k'],
  ['drug', 'drugs', 'alcohol', 'substance', 'narcotics', 'marijuana', 'cannabis'],
  ['ppe', 'protective', 'gear', 'gloves', 'goggles', 'vest', 'vests', 'respirator'],
  ['license', 'licence', 'licensed', 'licensing', 'licenses'],
  ['train', 'training', 'trained', 'recurrent', 'course', 'courses', 'class', 'classes'],
  ['abuse', 'assault', 'assaulted', 'attack', 'attacked', 'threatened', 'violence', 'violent'],
  ['staffing', 'understaffed', 'shorthanded', 'short-staffed', 'ratio', 'ratios'],
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
  for (const [re, replacement] of INFORMAL) q = q.replace(re, replacement);
  // The phrase gives way to the contract's words for it: its own words would otherwise count as words of the question
  // that the contract does not know ('wrote', 'long') or pull towards other sections ('time' in 'sick time').
  for (const [re, replacement] of PHRASES) q = q.replace(re, ` ${replacement} `);
  return q;
}

export function synonymsOf(term: string): string[] {
  return [...(SYNONYMS.get(term) ?? [])];
}
