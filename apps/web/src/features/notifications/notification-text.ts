import {
  AlarmClock,
  Building2,
  CalendarCheck2,
  CalendarPlus,
  CalendarX2,
  FileCheck2,
  FileLock2,
  FileUser,
  FileX2,
  Handshake,
  Inbox,
  type LucideIcon,
  MessageSquare,
  UserRoundSearch,
} from 'lucide-react';
import { formatBerlinDateTime, type AppNotification } from '@mietmatch/contract';
import { intlLocale, uiLanguage } from '../../lib/i18n';
import type { TFunction } from 'i18next';

type Translate = TFunction<'notifications'>;

/** A text field of a notification's `data` (documented on the contract's `notificationSchema`). */
export const dataText = (notification: AppNotification, key: string) => {
  const value = notification.data[key];
  return typeof value === 'string' ? value : '';
};

/** What the entry is about, at a glance: a flat, a tenant, a message, documents asked for or answered. */
export function notificationIcon(notification: AppNotification): LucideIcon {
  switch (notification.type) {
    case 'match':
      return dataText(notification, 'subjectType') === 'request' ? UserRoundSearch : Building2;
    case 'newMessage':
      return MessageSquare;
    case 'accessRequested':
      return FileLock2;
    case 'accessAnswered':
      return FileCheck2;
    case 'viewingInvitation':
      return CalendarPlus;
    case 'viewingBooked':
      return CalendarCheck2;
    case 'viewingCancelled':
      return CalendarX2;
    case 'viewingReminder':
      return AlarmClock;
    case 'applicationReceived':
      return Inbox;
    case 'applicationStatus':
      return FileUser;
    case 'applicationWithdrawn':
      return FileX2;
    case 'applicationInterest':
      return Handshake;
  }
}

/** One line in the member's language, built from the notification's data. */
export function notificationText(notification: AppNotification, t: Translate): string {
  const text = (key: string) => dataText(notification, key);
  switch (notification.type) {
    case 'match': {
      const values = { name: text('name'), title: text('title') };
      return text('source') === 'request'
        ? t('text.matchForRequest', values)
        : text('subjectType') === 'request'
          ? t('text.matchRequest', values)
          : t('text.matchProperty', values);
    }
    case 'newMessage':
      return t('text.newMessage', { name: text('senderName') || t('text.someone'), preview: text('preview') });
    case 'accessRequested':
      return t('text.accessRequested', { name: text('landlordName') || t('text.someone') });
    case 'accessAnswered': {
      const name = text('tenantName') || t('text.someone');
      return text('status') === 'granted'
        ? t('text.accessGranted', { name })
        : text('status') === 'removed'
          ? t('text.accessRemoved', { name })
          : t('text.accessAnswered', { name });
    }
    case 'viewingInvitation':
      return t('text.viewingInvitation', {
        name: text('landlordName') || t('text.someone'),
        title: text('propertyTitle'),
      });
    case 'viewingBooked': {
      // Fair selection: an applicant not yet invited is their application's number.
      const name =
        notification.data.anonymous === true
          ? t('text.applicantNumber', { number: notification.data.applicationNumber })
          : text('tenantName') || t('text.someone');
      const values = { name, title: text('propertyTitle') };
      return notification.data.moved === true ? t('text.viewingMoved', values) : t('text.viewingBooked', values);
    }
    case 'viewingCancelled': {
      const title = text('propertyTitle');
      const reason = text('reason');
      return reason ? t('text.viewingCancelledReason', { title, reason }) : t('text.viewingCancelled', { title });
    }
    case 'viewingReminder': {
      // Viewings are told in Berlin time wherever the member's browser is.
      const startsAt = text('startsAt');
      const time = startsAt ? formatBerlinDateTime(startsAt, uiLanguage()) : '';
      return t('text.viewingReminder', { title: text('propertyTitle'), time });
    }
    // Fair selection names an applicant not yet invited by their number only.
    case 'applicationReceived':
      if (notification.data.anonymous === true) {
        return t('text.applicationReceivedAnonymous', {
          number: notification.data.applicationNumber,
          title: text('propertyTitle'),
        });
      }
      return t('text.applicationReceived', {
        name: text('tenantName') || t('text.someone'),
        title: text('propertyTitle'),
      });
    case 'applicationWithdrawn':
      if (notification.data.anonymous === true) {
        return t('text.applicationWithdrawnAnonymous', {
          number: notification.data.applicationNumber,
          title: text('propertyTitle'),
        });
      }
      return t('text.applicationWithdrawn', {
        name: text('tenantName') || t('text.someone'),
        title: text('propertyTitle'),
      });
    // The tenant's own step (request-stages.ts): the landlord now sees more of their request.
    case 'applicationInterest': {
      const values = { name: text('tenantName') || t('text.someone'), title: text('propertyTitle') };
      return text('step') === 'offerAccepted'
        ? t('text.applicationOfferAccepted', values)
        : t('text.applicationInterest', values);
    }
    case 'applicationStatus': {
      // One text per status; a closed one says why (let, deactivated, removed, deleted).
      const status = text('status');
      const key = status === 'closed' ? `closed_${text('closedReason') || 'deactivated'}` : status;
      // The namespace named here also tells the locale-key scan where these built keys live.
      return t(`text.application.${key}`, { ns: 'notifications', title: text('propertyTitle') });
    }
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "vor 5 Minuten" / "5 minutes ago", "gestern" / "yesterday"; under a minute: the caller's "just now". */
export function relativeTime(iso: string, language: string, now = Date.now()): string | null {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return null;
  const format = new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return null;
}
