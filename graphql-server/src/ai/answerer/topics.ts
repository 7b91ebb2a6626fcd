// Subjects members ask about that many agreements never mention (a confident answer about a topic the
// agreement does not cover is the worst thing the assistant can do). When a question is about one of them and the
// agreement has none of its words, the question is declined whatever else it shares with the text ('how often do we
// get paid' shares 'paid' with every article). Written from what members ask in any craft, not from one agreement.
// 'mentioned' errs on the generous side: a topic wrongly thought absent costs a right answer.

export interface Topic {
  /** How the decline names it: 'The contract does not appear to mention {name}.' */
  name: string;
  /** The question is about it (lower-case question text). */
  asked: RegExp;
  /** The agreement mentions it (lower-case contract text). */
  mentioned: RegExp;
}

export const TOPICS: Topic[] = [
  {
    name: 'when pay days are or how often you are paid',
    asked:
      /\bpay ?days?\b|\bhow often\b.{0,25}\bpaid\b|\bwhen\b.{0,20}\b(?:get|be|are) paid\W*$|\bpay (?:period|schedule|frequency|cycle)s?\b|\bdirect deposit\b|\bbi-?weekly pay|\bpaid (?:weekly|biweekly|every)/,
    mentioned: /\bpay ?days?\b|\bpay periods?\b|\bbi-?weekly\b|\bsemi-?monthly\b|\bpaychecks?\b|\bdirect deposit\b|\bpaid (?:weekly|every)/,
  },
  {
    name: 'pensions or retirement plans',
    asked: /\bpensions?\b|\bretire(?:ment|s|d)?\b|\bretiring\b|\b401 ?\(?k\)?/,
    mentioned: /\bpensions?\b|\bretirement (?:plan|benefits?|savings|income|fund|system|age)\b|\b401 ?\(?k\)?|\bretiree/,
  },
  {
    name: 'tuition or school costs',
    asked: /\btuition\b|\b(?:college|school|degree|university) (?:classes|courses|costs?|fees|reimburs\w*)\b/,
    mentioned: /\btuition\b|\beducational? (?:assistance|reimbursement|fund|benefit)/,
  },
  { name: 'parking', asked: /\bparking\b|\bwhere (?:do|can|should) (?:we|i) park\b/, mentioned: /\bparking\b/ },
  {
    name: 'jury duty',
    asked: /\bjury\b|\bjurors?\b|\bsubpoena\w*/,
    mentioned: /\bjury\b|\bjurors?\b|\bsubpoena|\bwitness (?:leave|duty)|\bcourt (?:leave|appearance|duty)/,
  },
  {
    name: 'bereavement or funeral leave',
    asked:
      /\bbereav\w*|\bfuner\w*|\bpassed away\b|\bdied\b|\bdeath in (?:the|my|our) family\b|\b(?:mom|dad|mother|father|grandma|grandpa|grandmother|grandfather|wife|husband|brother|sister|son|daughter) passed\b/,
    mentioned: /\bbereavement\b|\bfunerals?\b|\bdeath of\b|\bdeath in\b/,
  },
  {
    name: 'drug or alcohol testing',
    asked: /\bdrugs?\b|\balcohol\b|\bsubstance\b|\bmarijuana\b|\bcannabis\b|\bpee tests?\b|\burine\b|\bdrunk\b|\bhigh at work\b/,
    mentioned: /\bdrugs?\b|\balcohol\b|\bsubstance abuse\b|\bcontrolled substances?\b|\bintoxica\w*/,
  },
  { name: 'life insurance', asked: /\blife insurance\b/, mentioned: /\blife insurance\b/ },
  {
    name: 'health insurance',
    asked: /\b(?:health|medical|dental|vision) (?:insurance|plan|coverage|benefits)\b|\binsurance\b/,
    mentioned: /\binsurance\b|\b(?:health|medical|dental|vision)\b[^.]{0,40}\b(?:plans?|benefits?|coverage|premiums?)\b/,
  },
  {
    name: 'travel or transit passes',
    asked:
      /\bbuddy pass\w*|\bnon-?rev\w*|\bflight benefits?\b|\bfree (?:flights?|travel|rides?|bus|transit|passes)\b|\b(?:travel|transit|bus|flight) pass(?:es)?\b|\bstandby travel\b|\bfly (?:for )?free\b/,
    // 'pass' alone is a verb in most agreements ('shall pass the test'): only the benefit's own names count.
    mentioned:
      /\b(?:travel|flight|bus|transit|buddy|employee|free) pass(?:es)?\b|\bpass (?:privileges|travel|benefits?|policy)\b|\btravel (?:privileges|benefits?)\b|\bfree (?:transportation|transit|travel|flights?)\b|\bnon-?revenue\b/,
  },
  { name: 'tools or a tool allowance', asked: /\btools?\b/, mentioned: /\btools?\b/ },
  {
    name: 'meal money or free meals',
    asked:
      /\b(?:meal|food|lunch|dinner) (?:allowance|money|reimburs\w*|vouchers?|stipend)\b|\bper diem\b|\bfree (?:food|meals?|lunch|dinner)\b|\b(?:buy|pay for) (?:us |me |my |our )?(?:food|meals?|lunch|dinner)\b/,
    mentioned: /\bmeal (?:allowance|money|reimburs\w*|vouchers?)\b|\bper diem\b|\bmeals? (?:shall|will) be (?:provided|furnished)\b/,
  },
  {
    name: 'mileage or moving expenses',
    asked: /\bmileage\b|\b(?:moving|relocation) (?:expenses?|costs?|allowance|assistance)\b|\bgas money\b/,
    mentioned: /\bmileage\b|\brelocat\w*|\bmoving (?:expenses?|allowance)\b|\bvehicle allowance\b/,
  },
  {
    name: 'pay for speaking another language',
    asked: /\bbilingual\b|\blanguage (?:pay|premium|differential)\b|\bspeak (?:spanish|french|another language)\b/,
    mentioned: /\bbilingual\b|\blanguages?\b/,
  },
  {
    name: 'working from home',
    asked: /\bremote(?:ly)?\b|\bwork(?:ing)? from home\b|\btelework\w*|\btelecommut\w*/,
    mentioned: /\bremote\b|\btelework\w*|\btelecommut\w*|\bfrom home\b/,
  },
  {
    name: 'smoking',
    asked: /\bsmok\w*|\bvap(?:e|es|ing)\b|\btobacco\b|\bcigarettes?\b/,
    mentioned: /\bsmok\w*|\btobacco\b|\bvap(?:e|ing)\b/,
  },
  {
    name: 'phones or headphones at work',
    asked: /\b(?:cell ?)?phones?\b|\bearbuds\b|\bheadphones\b|\bairpods\b/,
    mentioned: /\bphones?\b|\btelephones?\b|\belectronic devices?\b|\bheadphones\b|\bearbuds\b/,
  },
  { name: 'bonuses', asked: /\bbonus(?:es)?\b/, mentioned: /\bbonus(?:es)?\b/ },
  {
    name: 'stock or profit sharing',
    asked: /\bstock\b|\bprofit[\s-]?sharing\b|\bshares\b/,
    mentioned: /\bstock\b|\bprofit[\s-]?sharing\b/,
  },
  { name: 'child care', asked: /\bchild ?care\b|\bdaycare\b|\bbabysit\w*/, mentioned: /\bchild ?care\b|\bday ?care\b/ },
  { name: 'gyms or discounts', asked: /\bgym\b|\bdiscounts?\b|\bfitness\b/, mentioned: /\bgym\b|\bdiscounts?\b|\bfitness\b/ },
  {
    name: "a commercial driver's licence",
    asked: /\bcdl\b|\bcommercial (?:driver'?s? )?licen[cs]e\b/,
    mentioned: /\bcdl\b|\bcommercial driver\w*|\bcommercial (?:driver'?s? )?licen[cs]e\b/,
  },
  {
    name: 'military leave',
    asked: /\bmilitary\b|\breserves?\b|\bnational guard\b|\bdeploy\w*/,
    mentioned: /\bmilitary\b|\breserves?\b|\bnational guard\b|\buniformed services\b/,
  },
  {
    name: 'parental or maternity leave',
    asked: /\bmaternity\b|\bpaternity\b|\bparental leave\b|\bpregnan\w*|\bnew baby\b|\bhaving a baby\b/,
    mentioned: /\bmaternity\b|\bpaternity\b|\bparental\b|\bpregnan\w*|\bfamily (?:and medical )?leave\b|\bfmla\b|\bchildbirth\b/,
  },
  { name: 'severance pay', asked: /\bseverance\b/, mentioned: /\bseverance\b/ },
  { name: 'lockers', asked: /\blockers?\b/, mentioned: /\blockers?\b/ },
  {
    name: 'second jobs',
    asked: /\bsecond job\b|\bmoonlight\w*|\boutside (?:employment|work|job)\b|\banother job\b|\bside job\b|\bside gig\b/,
    mentioned: /\boutside employment\b|\bsecond job\b|\bmoonlight\w*|\bother employment\b/,
  },
  { name: 'vaccinations', asked: /\bvaccin\w*|\bflu shots?\b|\bcovid\b/, mentioned: /\bvaccin\w*|\bimmuniz\w*|\bflu shots?\b/ },
  {
    name: 'tattoos, hair or dress code',
    asked: /\btattoos?\b|\bpiercings?\b|\bbeards?\b|\bhair\b|\bdress code\b/,
    mentioned: /\btattoos?\b|\bpiercings?\b|\bbeards?\b|\bhair\b|\bgrooming\b|\bdress code\b|\bappearance\b/,
  },
  { name: 'longevity pay', asked: /\blongevity\b/, mentioned: /\blongevity\b/ },
  {
    name: 'company credit cards or expense accounts',
    asked: /\b(?:company |corporate )?credit cards?\b|\bcorporate cards?\b|\bexpense (?:accounts?|cards?)\b/,
    mentioned: /\bcredit cards?\b|\bcorporate cards?\b|\bexpense accounts?\b/,
  },
  { name: 'pets at work', asked: /\b(?:dogs?|cats?|pets?)\b/, mentioned: /\b(?:dogs?|pets?|animals?)\b/ },
  { name: 'voting leave', asked: /\bvot(?:e|ing)\b|\belection day\b/, mentioned: /\bvot(?:e|ing)\b|\belection\b/ },
  {
    name: 'cameras, GPS or other monitoring',
    asked: /\bcameras?\b|\bsurveil\w*|\bgps\b|\btelematics\b|\b(?:track|monitor)(?:s|ed|ing)? (?:me|us|my|our|where)\b/,
    mentioned: /\bcameras?\b|\bsurveil\w*|\bgps\b|\btelematics\b|\bvideo\b|\bmonitor\w*|\btracking\b/,
  },
  {
    name: 'attendance points',
    asked:
      /\b(?:attendance|occurrence|tardy) points?\b|\bpoints? (?:for|on) (?:my )?(?:attendance|being late|calling out)\b|\boccurrences?\b/,
    mentioned: /\battendance\b|\boccurrences?\b|\bpoints?\b|\btard(?:y|iness)\b/,
  },
  {
    name: 'swapping shifts',
    asked: /\bswap\w*|\bshift trades?\b|\btrad(?:e|ing) (?:shifts?|days?|days off|lines|trips)\b|\bswitch(?:ing)? (?:shifts?|days?) with\b/,
    mentioned: /\bswap\w*|\btrades?\b|\btrading\b|\bexchang\w*|\bswitch\w*/,
  },
  {
    name: 'background checks or criminal records',
    asked: /\bbackground checks?\b|\bcriminal (?:record|history|background)\b|\bfelon(?:y|ies)\b|\bdui\b|\bdwi\b/,
    mentioned: /\bbackground\b|\bcriminal\b|\bconvict\w*|\bfelon\w*|\bdui\b|\bdwi\b|\barrest\w*/,
  },
  {
    name: 'social media',
    asked: /\bsocial media\b|\bfacebook\b|\binstagram\b|\btiktok\b|\btwitter\b|\byoutube\b/,
    mentioned: /\bsocial media\b|\bfacebook\b|\binstagram\b|\btiktok\b|\btwitter\b|\binternet\b|\bonline\b/,
  },
  {
    name: 'lactation breaks',
    asked: /\blactat\w*|\bbreast ?(?:feed\w*|milk|pump\w*)\b|\bpump(?:ing)? (?:breast )?milk\b|\bnursing mothers?\b/,
    mentioned: /\blactat\w*|\bbreast\b|\bnursing mothers?\b|\bexpress(?:ing)? milk\b/,
  },
  {
    name: 'weapons at work',
    asked: /\bguns?\b|\bfirearms?\b|\bweapons?\b|\bpepper spray\b|\bknife\b|\bknives\b/,
    mentioned: /\bguns?\b|\bfirearms?\b|\bweapons?\b|\bpepper spray\b|\bknives?\b/,
  },
];

/** The first topic the question is about that the contract never mentions, or null. */
export function absentTopic(question: string, contractText: string): Topic | null {
  const q = question.toLowerCase();
  return TOPICS.find((t) => t.asked.test(q) && !t.mentioned.test(contractText)) ?? null;
}
