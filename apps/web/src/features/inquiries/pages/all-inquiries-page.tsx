/** The member's inboxes with the tabs sent / received / all (`/all-inquiries`). */
export function AllInquiriesPage() {
  return null;
}
