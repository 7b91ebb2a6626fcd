import { LegalPage, type LegalSection } from './LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: 'The union local runs this app for its members. It is independent of the airline, and the airline has no access to it.',
  },
  {
    heading: 'What we collect',
    body: 'Your account details (username, name, employee number, email, phone, employment status, hire date and the optional training dates you enter), what you write in your journal and grievances, the photos you attach, and your questions to the Contract Assistant.',
  },
  {
    heading: 'Why we collect it',
    body: 'To represent you: to keep your evidence, prepare grievances, tailor contract answers to your employment status, and tell you about union business.',
  },
  {
    heading: 'Who can see it',
    body: "Your journal, grievances and photos are visible to you only. Administrators of the local manage bulletins and the registration allowlist; they do not browse members' journals.",
  },
  {
    heading: 'Photos',
    body: 'Photos are stored under random names. Location and camera data (EXIF and GPS) are removed when a photo is stored, so a picture does not reveal where or on which device it was taken.',
  },
  {
    heading: 'Contract questions and AI',
    body: "Questions are answered from the contract text on the union's own server. If the local turns on an external AI service, the question and the contract passages are sent to it to write the answer; your journal is not sent unless you ask for grievance suggestions.",
  },
  {
    heading: 'Cookies and local storage',
    body: 'One cookie keeps you signed in (it expires after 30 minutes idle or 12 hours); one remembers whether the sidebar is open. Your theme choice is stored in your browser.',
  },
  {
    heading: 'How long we keep it',
    body: 'As long as your account exists. When an account is deleted, its journal, grievances, photos and settings are deleted with it.',
  },
  {
    heading: 'Security',
    body: 'Passwords are stored only as strong one-way hashes. Repeated failed sign-ins are slowed down. Connections should use HTTPS.',
  },
  {
    heading: 'Your choices and contact',
    body: 'You can correct your profile at any time in Profile Settings and export your journal entries. For anything else, contact the union hall.',
  },
];

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" updated="November 1, 2026" sections={SECTIONS} />;
}
