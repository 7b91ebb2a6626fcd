import { stem } from './stemmer.js';

// Text analysis shared by the contract index and the questions: one normalisation, one tokenizer, one stemmer,
// so a question's words meet the contract's words in the same form.

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  thirteen: '13',
  fourteen: '14',
  fifteen: '15',
  sixteen: '16',
  seventeen: '17',
  eighteen: '18',
  nineteen: '19',
  twenty: '20',
  thirty: '30',
  forty: '40',
  fifty: '50',
  sixty: '60',
  seventy: '70',
  eighty: '80',
  ninety: '90',
};

/** English function words plus the words every contract question carries ("what does the contract say about"). */
export const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below
  between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few
  for from further get gets getting got had hadn't has hasn't have haven't having he he'd he'll he's her here here's
  hers herself him himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just let let's
  me more most mustn't my myself no nor not of off on once only or other ought our ours ourselves out over own same
  shan't she she'd she'll she's should shouldn't so some such than that that's the their theirs them themselves then
  there there's these they they'd they'll they're they've this those through to too under until up very was wasn't
  we we'd we'll we're we've were weren't what what's when when's where where's which while who who's whom why why's
  with won't would wouldn't you you'd you'll you're you've your yours yourself yourselves will shall may might must
  im ive dont doesnt cant wont didnt isnt arent whats hows
  company employer airline contract agreement cba say says said tell know rule rules policy policies happen happens allowed allow
  entitled anything something thing things someone somebody anyone please thanks thank hi hello hey ok okay
  really actually basically exactly like want wanted need needs needed go going gonna does mean means regarding
  covered cover covers provision provisions article section mention mentions apply applies explain info
  information question questions answer kind sort way ways much many already went gone come came still ever even yet
  far often frequently lot lots every also usually normally currently today exactly certain sure possible probably maybe supposed able
  guy guys folks somebody everyone everybody anybody whether either else otherwise get gets got getting given give
  gives let lets put puts take takes took taking find found look looking see seen tell told ask asked asking
  wants kinda sorta lemme gimme u ur ya yall y'all pls plz thx lol idk tho bc cuz coz btw rn um uh yo dude
  thats theyre youre wasnt werent aint havent hasnt shouldnt couldnt wouldnt wheres whos theres anyways anyway
  onto upon toward towards via among across without wondering wonder quick stuff literally coming goes happening happened tomorrow tonight yesterday now anymore asap`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Lower-cases and joins the forms that must stay one word ("part-time", "full time", "just cause", "days off", and
 * "work rules", which names a subject although 'rule' alone is only a question's way of asking).
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\bpart[\s-]?time(rs?)?\b/g, ' parttime ')
    .replace(/\bfull[\s-]?time(rs?)?\b/g, ' fulltime ')
    .replace(/\bjust cause\b/g, ' justcause ')
    .replace(/\bwork rules?\b/g, ' workrule ')
    .replace(/\bday(s)? off\b/g, ' dayoff ')
    .replace(/\btime off\b/g, ' timeoff ')
    .replace(/\bwork(ers)?'? comp(ensation)?\b/g, ' workerscomp ')
    .replace(/\bsplit[\s-]shifts?\b/g, ' splitshift ')
    .replace(/\bpay[\s-]?days?\b/g, ' payday ')
    .replace(/\bpay periods?\b/g, ' payperiod ');
}

/** Words of a text, lower-cased, number words as digits; possessive 's dropped. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of normalize(text).split(/[^a-z0-9']+/)) {
    const w = raw.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (!w) continue;
    out.push(NUMBER_WORDS[w] ?? w);
  }
  return out;
}

export function termOf(word: string): string {
  return stem(word.replace(/'/g, ''));
}

/** Index terms: words minus stop words, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w) && w.length > 1)
    .map(termOf);
}

/** Splits a section's text into sentences, keeping abbreviations such as 'a.m.' and list markers '(a)' intact. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    const p = paragraph.trim();
    if (!p) continue;
    const parts = p.split(/(?<=[.!?;:])\s+(?=[A-Z(])/);
    let buffer = '';
    for (const part of parts) {
      buffer = buffer ? `${buffer} ${part}` : part;
      // 'a.m.', 'p.m.', 'No.', 'Sec.' and 'e.g.' do not end a sentence.
      if (/\b(?:a\.m|p\.m|no|sec|e\.g|i\.e|inc|st|vs)\.$/i.test(buffer)) continue;
      out.push(buffer);
      buffer = '';
    }
    if (buffer) out.push(buffer);
  }
  return out;
}
