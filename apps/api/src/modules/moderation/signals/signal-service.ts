import type { ReportSubjectType, SignalKind } from '@mietmatch/contract';
import type { Db } from '../../../db/client.ts';
import type { MessageRow, PropertyRow, ReportRow } from '../../../db/schema/index.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ImageStore } from '../../../adapters/storage/image-store.ts';
import { fileReport } from '../cases/case-queries.ts';
import { findPaymentPhrases } from '../../../lib/payment-text/payment-phrases.ts';
import { bandKeys, hamming, photoFingerprint, SAME_PHOTO_DISTANCE } from './photo-hash.ts';
import * as q from './signal-queries.ts';
import { type FindingText, photoFinding, phraseFinding, rentFinding, systemReportExplanation } from './signal-texts.ts';

/** Fewer comparable listings than this say nothing about an area's rent level. */
const MIN_COMPARABLES = 20;

export interface SignalDeps {
  db: Db;
  clock: Clock;
  /** The listing photo store: the hash is taken from the image it keeps, after re-encoding. */
  images: Pick<ImageStore, 'read' | 'urls'>;
  log: { error: (obj: object, msg: string) => void };
  /** Called after a system report is committed (the admins hear of it live). */
  onReport?: (report: ReportRow) => void;
  /** The stolen-photo check; off only to measure what it costs. */
  photoCheck?: boolean;
}

interface Finding {
  subjectType: ReportSubjectType;
  subjectId: string;
  ownerId: string;
  kind: SignalKind;
  text: FindingText;
}

/**
 * The automatic scam signals (own-initiative detection, disclosed as automated). Each finding is
 * stored and files a system report into the item's open case; nothing is hidden until an admin
 * decides. A check that fails is logged and never fails or undoes what the member saved.
 */
export function createSignalService(d: SignalDeps) {
  async function raise(f: Finding): Promise<void> {
    const at = d.clock.now();
    const report = await d.db.transaction(async (tx) => {
      await q.lockItem(tx, f.subjectType, f.subjectId);
      const { subjectType, subjectId, ownerId, kind, text } = f;
      if (await q.signalKnown(tx, { subjectType, subjectId, kind, findingKey: text.key })) return null;
      const filed = await fileReport(tx, {
        subjectType: f.subjectType,
        subjectId: f.subjectId,
        subjectOwnerId: f.ownerId,
        reason: 'scam',
        explanation: systemReportExplanation(kind, text.detail),
        reporterId: null,
        automated: true,
        at,
      });
      await q.insertSignal(tx, {
        subjectType,
        subjectId,
        ownerId,
        kind,
        detail: text.detail,
        reportId: filed.report.id,
        createdAt: at,
      });
      return filed.report;
    });
    if (report) d.onReport?.(report);
  }

  async function guarded(check: string, subjectId: string, run: () => Promise<void>): Promise<void> {
    try {
      await run();
    } catch (err) {
      d.log.error({ err, check, subjectId }, 'scam signal check failed');
    }
  }

  async function rentBelowArea(p: PropertyRow): Promise<void> {
    if (!p.squareMeters || p.squareMeters <= 0) return;
    const perM2 = (p.warmRentCents ?? p.rentCents + (p.additionalCostCents ?? 0)) / p.squareMeters;
    const area = { propertyType: p.propertyType, postalCode: p.postalCode, excludeId: p.id };
    const { count, median } = await q.areaRentMedian(d.db, area);
    if (count < MIN_COMPARABLES || median === null || perM2 >= median / 2) return;
    const text = rentFinding(perM2, median, count, p.propertyType, p.postalCode);
    await raise({ subjectType: 'property', subjectId: p.id, ownerId: p.ownerId, kind: 'rent_below_area', text });
  }

  async function paymentPhrase(p: PropertyRow): Promise<void> {
    const phrases = findPaymentPhrases([p.title, p.description, p.notes].filter(Boolean).join('\n'));
    if (phrases.length === 0) return;
    const text = phraseFinding(phrases);
    await raise({ subjectType: 'property', subjectId: p.id, ownerId: p.ownerId, kind: 'payment_phrase', text });
  }

  /**
   * Hashes the listing's new photos and looks for the same photo in other landlords' listings. The
   * hash is taken from the stored thumbnail (the centre square of the re-encoded photo, 400 px):
   * decoding it costs a tenth of decoding the 1600 px image, and a copy's thumbnail is the same square.
   */
  async function photoReused(p: PropertyRow): Promise<void> {
    let closest: { propertyId: string; distance: number } | null = null;
    for (const image of await q.imagesWithoutHash(d.db, p.id)) {
      const thumb = await d.images.read(d.images.urls(image.storageKey).thumbUrl.split('/').pop()!);
      if (!thumb) continue;
      const { hash, featureless } = await photoFingerprint(thumb);
      if (featureless) continue;
      const keys = bandKeys(hash);
      for (const c of await q.photoCandidates(d.db, keys, p.ownerId)) {
        const distance = hamming(hash, c.hash);
        if (distance <= SAME_PHOTO_DISTANCE && (!closest || distance < closest.distance))
          closest = { propertyId: c.propertyId, distance };
      }
      const row = { imageId: image.id, propertyId: p.id, ownerId: p.ownerId, hash, bandKeys: keys };
      await q.insertPhotoHash(d.db, { ...row, createdAt: d.clock.now() });
    }
    if (!closest) return;
    const titles = await q.propertyTitles(d.db, [closest.propertyId]);
    const text = photoFinding(closest.propertyId, titles.get(closest.propertyId), closest.distance);
    await raise({ subjectType: 'property', subjectId: p.id, ownerId: p.ownerId, kind: 'photo_reused', text });
  }

  return {
    /** After a listing was created or changed (its new photos included) and saved. */
    async propertyChanged(p: PropertyRow): Promise<void> {
      await guarded('payment_phrase', p.id, () => paymentPhrase(p));
      await guarded('rent_below_area', p.id, () => rentBelowArea(p));
      if (d.photoCheck !== false) await guarded('photo_reused', p.id, () => photoReused(p));
    },

    /** After an inquiry message was sent or edited: a payment phrase or IBAN counts against its sender. */
    async messageWritten(m: MessageRow): Promise<void> {
      await guarded('payment_phrase', m.id, async () => {
        const phrases = findPaymentPhrases(m.body);
        if (phrases.length === 0) return;
        const text = phraseFinding(phrases);
        await raise({ subjectType: 'message', subjectId: m.id, ownerId: m.senderId, kind: 'payment_phrase', text });
      });
    },
  };
}
