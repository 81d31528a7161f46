import { createBookingService } from './booking-service.ts';
import { withdrawMember } from './cancellation.ts';
import { createInvitationService } from './invitation-service.ts';
import { createSlotService } from './slot-service.ts';
import type { ViewingDeps } from './viewing-kit.ts';

/** Viewings: slots, invitations, bookings, and what happens to them when a member leaves. */
export function createViewingService(d: ViewingDeps) {
  return {
    slots: createSlotService(d),
    invitations: createInvitationService(d),
    bookings: createBookingService(d),
    /**
     * Cancels the member's future slots (with every booking in them) and their own live bookings;
     * the other side of each is told. For block, deactivation, soft deletion and erasure.
     */
    withdrawMember: (userId: string) => withdrawMember(d, userId),
  };
}

export type ViewingService = ReturnType<typeof createViewingService>;
