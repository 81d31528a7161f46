/** Another member's public profile (`/user-profile/:id`). */
export function UserProfilePage() {
  return null;
}
