import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { messagePreview } from '../inquiries/index.ts';
import type * as q from './queries.ts';
import type { ownViewings } from './viewing-queries.ts';
import { presentViewingExport, viewingMemberIds } from './viewing-export.ts';

type Rows<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/** A stored file the archive should hold, and where `account.json` says it is. */
export interface ExportFile {
  path: string;
  kind: 'avatar' | 'property-image' | 'request-file';
  key: string;
  compress: boolean;
}

export interface ExportData {
  user: UserRow;
  properties: Rows<typeof q.ownProperties>;
  requests: Rows<typeof q.ownRequests>;
  favourites: Rows<typeof q.ownFavourites>;
  inboxes: Rows<typeof q.ownInboxes>;
  access: Rows<typeof q.ownDocumentAccess>;
  payments: Rows<typeof q.ownPayments>;
  moderation: Rows<typeof q.moderationOf>;
  savedSearches: Rows<typeof q.ownSavedSearches>;
  notifications: Rows<typeof q.ownNotifications>;
  viewings: Rows<typeof ownViewings>;
  names: Map<string, string>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const pad = (n: number) => String(n).padStart(2, '0');

/** Dates as ISO strings, everything else as stored; the owner column is the person and is left out. */
function plain(row: Record<string, unknown>, omit: string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([k]) => !omit.includes(k))
      .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );
}

function safeName(title: string | null, fallback: string) {
  return (
    (title ?? '')
      .replace(/[^\p{L}\p{N} ._-]/gu, '_')
      .trim()
      .slice(0, 60) || fallback
  );
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

type AddFile = (f: ExportFile) => string | null;
type Member = (id: string) => { id: string; name: string } | null;

/**
 * `account.json` and the list of files for the archive. Only what the person gave us or what the
 * app showed them: other members appear by id and the name the app displayed, never with their
 * email, phone or address; the password hash and every token stay out.
 * `present` says whether a file could be read; a missing one is `file: null` in the JSON.
 */
export function presentExport(
  d: ExportData,
  at: Date,
  present: (f: ExportFile) => boolean = () => true,
): { json: AccountExport; files: ExportFile[] } {
  const files: ExportFile[] = [];
  const add: AddFile = (f) => {
    files.push(f);
    return present(f) ? f.path : null;
  };
  const member: Member = (id) => {
    const name = d.names.get(id);
    return name === undefined ? null : { id, name };
  };
  const me = d.user.id;

  // The archive lists the files in this order: avatar, property images, request files.
  const json: AccountExport = {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: at.toISOString(),
    account: presentAccount(d.user, add),
    properties: presentProperties(d.properties, add),
    requests: presentRequests(d.requests, add),
    favourites: presentFavourites(d.favourites),
    inquiries: presentInquiries(d.inboxes, me, member),
    documentAccess: presentDocumentAccess(d.access, me, member),
    payments: presentPayments(d.payments),
    moderation: d.moderation.map((m) => ({ action: m.action, reason: m.reason, at: m.at.toISOString() })),
    savedSearches: d.savedSearches.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
    notifications: presentNotifications(d.notifications, d.inboxes, me),
    viewings: presentViewingExport(d.viewings, me, member),
  };
  return { json, files };
}

function presentAccount(u: UserRow, add: AddFile): AccountExport['account'] {
  return {
    id: u.id,
    email: u.email,
    role: u.role,
    firstName: u.firstName,
    lastName: u.lastName,
    address: u.address,
    postalArea: u.postalArea,
    telephone: u.telephone,
    nationality: u.nationality,
    profession: u.profession,
    relationshipStatus: u.relationshipStatus,
    language: u.language,
    avatar: u.avatarKey ? add({ path: 'files/avatar.webp', kind: 'avatar', key: u.avatarKey, compress: false }) : null,
    emailVerifiedAt: iso(u.emailVerifiedAt),
    isBlocked: u.isBlocked,
    isSoftDeleted: u.isSoftDeleted,
    isWarned: u.isWarned,
    isDeactivated: u.isDeactivated,
    planId: u.planId,
    subscriptionMonths: u.subscriptionMonths,
    paymentExpiresAt: iso(u.paymentExpiresAt),
    additionalPlanExpiresAt: iso(u.additionalPlanExpiresAt),
    freePlanUsedAt: iso(u.freePlanUsedAt),
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

function presentProperties(properties: ExportData['properties'], add: AddFile): AccountExport['properties'] {
  return properties.map(({ row, images }) => ({
    // The owner facts are search bookkeeping copied from the account, not data about the listing.
    ...plain(row, ['ownerId', 'ownerVisible', 'ownerTopUntil']),
    id: row.id,
    images: images.map((img, i) => ({
      position: img.position,
      file: add({
        path: `files/properties/${row.id}/${pad(i + 1)}.webp`,
        kind: 'property-image',
        key: img.storageKey,
        compress: false,
      }),
    })),
  }));
}

function presentRequests(requests: ExportData['requests'], add: AddFile): AccountExport['requests'] {
  return requests.map(({ row, files: stored }) => ({
    ...plain(row, ['userId', 'ownerVisible', 'ownerTopUntil']),
    id: row.id,
    files: stored.map((f, i) => {
      const ext = EXT[f.contentType] ?? 'bin';
      const path =
        f.kind === 'image'
          ? `files/requests/${row.id}/images/${pad(i + 1)}.${ext}`
          : `files/requests/${row.id}/documents/${pad(i + 1)}-${safeName(f.title, 'document')}.${ext}`;
      return {
        kind: f.kind,
        title: f.title,
        contentType: f.contentType,
        position: f.position,
        file: add({ path, kind: 'request-file', key: f.storageKey, compress: f.contentType === 'application/pdf' }),
      };
    }),
  }));
}

function presentFavourites(favourites: ExportData['favourites']): AccountExport['favourites'] {
  return {
    properties: favourites.properties.map((f) => ({
      propertyId: f.propertyId,
      title: f.title,
      city: f.city,
      addedAt: f.addedAt.toISOString(),
    })),
    requests: favourites.requests.map((f) => ({
      requestId: f.requestId,
      targetCity: f.targetCity,
      addedAt: f.addedAt.toISOString(),
    })),
  };
}

function presentInquiries(inboxes: ExportData['inboxes'], me: string, member: Member): AccountExport['inquiries'] {
  return inboxes.map(({ row, messages }) => {
    const otherId = row.starterId === me ? row.recipientId : row.starterId;
    return {
      id: row.id,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      startedBy: row.starterId === me ? ('me' as const) : ('other' as const),
      otherMember: member(otherId),
      createdAt: row.createdAt.toISOString(),
      messages: messages.map((m) => ({
        from: m.senderId === me ? ('me' as const) : ('other' as const),
        // A message moderation removed or restricted keeps its text for its sender only, as in the thread.
        message: m.moderation && m.senderId !== me ? '' : m.body,
        sentAt: m.createdAt.toISOString(),
        editedAt: iso(m.editedAt),
        readAt: iso(m.readAt),
      })),
    };
  });
}

function presentDocumentAccess(
  access: ExportData['access'],
  me: string,
  member: Member,
): AccountExport['documentAccess'] {
  return {
    asTenant: access
      .filter((a) => a.tenantId === me)
      .map((a) => ({
        landlord: member(a.landlordId),
        status: a.status,
        requestedAt: a.requestedAt.toISOString(),
        decidedAt: iso(a.decidedAt),
      })),
    asLandlord: access
      .filter((a) => a.landlordId === me)
      .map((a) => ({
        tenant: member(a.tenantId),
        status: a.status,
        requestedAt: a.requestedAt.toISOString(),
        decidedAt: iso(a.decidedAt),
      })),
  };
}

function presentPayments(payments: ExportData['payments']): AccountExport['payments'] {
  return payments.map((p) => ({
    id: p.id,
    planId: p.planId,
    kind: p.kind,
    months: p.months,
    amountCents: p.amountCents,
    currency: p.currency,
    provider: p.provider,
    status: p.status,
    periodStart: iso(p.periodStart),
    periodEnd: iso(p.periodEnd),
    createdAt: p.createdAt.toISOString(),
    appliedAt: iso(p.appliedAt),
  }));
}

/**
 * As the centre shows them: a message's preview is what the thread shows the person now (empty once
 * moderation hid the message or it is gone), read from the conversations the export holds anyway.
 */
function presentNotifications(
  rows: ExportData['notifications'],
  inboxes: ExportData['inboxes'],
  me: string,
): AccountExport['notifications'] {
  const messages = new Map(inboxes.flatMap((i) => i.messages).map((m) => [m.id, m]));
  return rows.map((n) => {
    const message = n.type === 'newMessage' ? messages.get(String(n.data.messageId ?? '')) : undefined;
    return {
      type: n.type,
      data: n.type === 'newMessage' ? { ...n.data, preview: message ? messagePreview(message, me) : '' } : n.data,
      createdAt: n.createdAt.toISOString(),
      readAt: iso(n.readAt),
    };
  });
}

/** The ids of other members the export names (to look up the names the app showed). */
export function otherMemberIds(d: Pick<ExportData, 'user' | 'inboxes' | 'access' | 'viewings'>): string[] {
  const me = d.user.id;
  return [
    ...d.inboxes.map(({ row }) => (row.starterId === me ? row.recipientId : row.starterId)),
    ...d.access.map((a) => (a.tenantId === me ? a.landlordId : a.tenantId)),
    ...viewingMemberIds(d.viewings, me),
  ];
}
