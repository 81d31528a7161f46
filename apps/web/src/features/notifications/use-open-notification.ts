import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@mietmatch/contract';
import { inquiryKeys, fetchThread, threadPath } from '../inquiries';
import { useMarkNotificationsRead } from './api/notifications';
import { dataText } from './notification-text';

/** Where an entry leads, when it can be told without asking the server. */
function directTarget(notification: AppNotification): string | null {
  const text = (key: string) => dataText(notification, key);
  switch (notification.type) {
    case 'match':
      return text('subjectType') === 'request'
        ? `/tenant-request-details/${text('subjectId')}`
        : `/property-details/${text('subjectId')}`;
    // The tenant answers a landlord's wish to see documents beside their requests.
    case 'accessRequested':
      return '/my-requests';
    // The landlord finds the tenant's requests (and now their documents) on the tenant's profile.
    case 'accessAnswered':
      return `/user-profile/${text('tenantId')}#requests`;
    case 'newMessage':
      return null;
    // The invited tenant chooses a slot; the landlord sees the slot's bookings.
    case 'viewingInvitation':
      return `/properties/${encodeURIComponent(text('propertyId'))}/book-viewing`;
    case 'viewingBooked':
      return `/properties/${encodeURIComponent(text('propertyId'))}/viewings`;
    // Either side: the list shows the viewing with its status, and what is still upcoming.
    case 'viewingCancelled':
    case 'viewingReminder':
      return '/my-viewings';
    // The landlord works the listing's applications; the tenant reads the answer among theirs.
    case 'applicationReceived':
    case 'applicationWithdrawn':
    case 'applicationInterest':
      return `/property-applications/${encodeURIComponent(text('propertyId'))}`;
    case 'applicationStatus':
      return '/my-applications';
  }
}

/** Opening an entry marks it read and goes to what it is about. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const markRead = useMarkNotificationsRead();
  return (notification: AppNotification) => {
    if (!notification.readAt) markRead.mutate([notification.id]);
    const target = directTarget(notification);
    if (target) return void navigate(target);
    // A thread's address names its subject's kind, which the thread itself tells (as the inbox does).
    const inboxId = dataText(notification, 'inboxId');
    void client
      .fetchQuery({ queryKey: inquiryKeys.thread(inboxId), queryFn: () => fetchThread(inboxId) })
      .then((thread) => navigate(threadPath(thread.inbox)))
      .catch(() => navigate('/all-inquiries'));
  };
}
