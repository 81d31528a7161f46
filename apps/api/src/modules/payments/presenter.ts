import type { VerifyPaymentResponse } from '@mietmatch/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { PaymentRow } from './queries.ts';

export function presentVerifiedPayment(payment: PaymentRow, user: UserRow): VerifyPaymentResponse {
  return {
    message: 'Payment verified',
    planId: payment.planId,
    kind: payment.kind,
    months: payment.months,
    amountCents: payment.amountCents,
    role: user.role,
    email: user.email,
    paymentExpiresAt: user.paymentExpiresAt?.toISOString() ?? null,
    additionalPlanExpiresAt: user.additionalPlanExpiresAt?.toISOString() ?? null,
  };
}
