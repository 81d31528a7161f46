import type { Role } from '@mietmatch/contract';
import {
  BookmarkCheck,
  Building2,
  CalendarDays,
  ClipboardList,
  CreditCard,
  FilePlus2,
  Heart,
  KeyRound,
  MessagesSquare,
  Send,
  Search,
  ShieldAlert,
  SquarePlus,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  to: string;
  /** Key in the `dashboard` namespace. */
  label: string;
  icon: LucideIcon;
}

/** Role-specific entries first; later features add theirs here. */
const roleItems: Record<Role, NavItem[]> = {
  client: [
    { to: '/my-requests', label: 'nav.myRequests', icon: ClipboardList },
    { to: '/add-tenant', label: 'nav.myForm', icon: FilePlus2 },
    { to: '/properties-list', label: 'nav.searchProperties', icon: Search },
    { to: '/my-favourite-properties', label: 'nav.favouriteProperties', icon: Heart },
    { to: '/saved-searches', label: 'nav.savedSearches', icon: BookmarkCheck },
    { to: '/my-applications', label: 'nav.myApplications', icon: Send },
    { to: '/all-inquiries', label: 'nav.inquiries', icon: MessagesSquare },
    { to: '/my-viewings', label: 'nav.myViewings', icon: CalendarDays },
  ],
  contractor: [
    { to: '/all-tenant-requests', label: 'nav.allTenantRequests', icon: Search },
    { to: '/my-favourite-requests', label: 'nav.favouriteRequests', icon: Heart },
    { to: '/saved-searches', label: 'nav.savedSearches', icon: BookmarkCheck },
    { to: '/properties-list', label: 'nav.myProperties', icon: Building2 },
    { to: '/add-property', label: 'nav.addProperty', icon: SquarePlus },
    { to: '/all-inquiries', label: 'nav.inquiries', icon: MessagesSquare },
    { to: '/my-viewings', label: 'nav.myViewings', icon: CalendarDays },
  ],
  admin: [
    { to: '/all-users', label: 'nav.allUsers', icon: Users },
    { to: '/moderation', label: 'nav.moderation', icon: ShieldAlert },
  ],
};

const accountItems: NavItem[] = [
  { to: '/profile-view', label: 'nav.profile', icon: UserRound },
  { to: '/my-subscriptions', label: 'nav.subscriptions', icon: CreditCard },
  { to: '/change-password', label: 'nav.changePassword', icon: KeyRound },
];

export function navItemsFor(role: Role) {
  return { main: roleItems[role], account: accountItems };
}
