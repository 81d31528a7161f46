/** One conversation with its subject beside it (`/inquiries-thread/:type/:inboxId`). */
export function InquiryThreadPage() {
  return null;
}
