import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who provides this app',
    body: 'This app is provided by the union local for its members. It is independent of the airline: the airline does not run, endorse or have access to it, and it contains no employer proprietary information.',
  },
  {
    heading: 'Who may use it',
    body: 'Accounts are for members of the local. Registration is open to email addresses the local has placed on its allowlist. Keep your password to yourself; you are responsible for what is done with your account.',
  },
  {
    heading: 'Your journal and grievances',
    body: 'What you write in your Workplace Journal and grievances belongs to you. Other members cannot see it. Union staff see a grievance only when you share or file it through the local.',
  },
  {
    heading: 'Contract answers are guidance, not legal advice',
    body: 'The Contract Assistant answers from the text of the collective bargaining agreement and shows the articles it used, with a confidence figure. It can be wrong or incomplete. Read the cited article, and check with your shop steward before you rely on an answer, especially on discipline or deadlines.',
  },
  {
    heading: 'Acceptable use',
    body: "Use the app for union business. Do not upload material you have no right to share, anything unlawful, or anyone's medical or personal data beyond what a grievance needs. Do not try to reach other members' data or to disrupt the service.",
  },
  {
    heading: 'Bulletins and information',
    body: "Bulletins are published by the local's officers. Dates, schedules and test information can change; the local's official notices prevail.",
  },
  {
    heading: 'Availability and changes',
    body: 'We work to keep the app available and your records safe, but cannot promise uninterrupted service. Export important journal entries (Text or CSV) for your own records. We may change these terms and will say so in a bulletin.',
  },
  { heading: 'Contact', body: 'Questions about these terms: ask your shop steward or contact the union hall.' },
];

export function TermsPage() {
  return <LegalPage title="Terms of Use" updated="November 1, 2026" sections={SECTIONS} />;
}
