import {
  IconBook,
  IconNews,
  IconCalendarEvent,
  IconChartBar,
  IconFileDescription,
  IconFileImport,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconListNumbers,
  IconMailCheck,
  IconMessageChatbot,
  IconNotebook,
  IconSchool,
  IconSpeakerphone,
  IconUser,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  path: string;
  icon: Icon;
  badge?: string;
  /** Shown to officers (administrators) only, not to stewards. */
  officersOnly?: boolean;
}

// The sidebar, in this order. The Union Desk is shown to stewards and officers; Admin Tools to administrators only.
export const MEMBER_NAV: NavItem[] = [
  { label: 'Dashboard', path: '/', icon: IconHome },
  { label: 'Shop Stewards', path: '/shop-stewards', icon: IconUsers },
  { label: 'Contract Assistant', path: '/contract', icon: IconMessageChatbot },
  { label: 'My Tracking', path: '/tracking', icon: IconChartBar, badge: '3' },
  { label: 'Education Hub', path: '/education', icon: IconSchool },
  { label: 'Workplace Journal', path: '/grievances', icon: IconNotebook },
  { label: 'My Grievances', path: '/my-grievances', icon: IconFileDescription },
  { label: 'Bulletins', path: '/bulletins', icon: IconSpeakerphone },
  { label: 'Union Resources', path: '/resources', icon: IconBook },
  { label: 'Profile Settings', path: '/profile', icon: IconUser },
];

export const UNION_DESK_NAV: NavItem[] = [
  { label: 'Case Queue', path: '/cases', icon: IconInbox },
  { label: 'Grievance Procedure', path: '/cases/procedure', icon: IconListNumbers, officersOnly: true },
];

export const ADMIN_NAV: NavItem[] = [
  { label: 'Admin Panel', path: '/admin', icon: IconLayoutDashboard },
  { label: 'Bulletin Management', path: '/admin/bulletins', icon: IconNews },
  { label: 'Email Allowlist', path: '/admin/allowlist', icon: IconMailCheck },
  { label: 'Member Management', path: '/admin/members', icon: IconUsersGroup },
  { label: 'Training Schedule', path: '/admin/training', icon: IconCalendarEvent },
  { label: 'Contract Import', path: '/admin/contract', icon: IconFileImport },
];
