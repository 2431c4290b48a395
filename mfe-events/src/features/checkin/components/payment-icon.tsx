import { CHECKIN_LABELS } from '../labels';

/**
 * The legend's payment marks as drawn icons (an emoji renders differently, or not at all, from
 * one system to the next): a credit card, and a dollar sign. The name is read out, not the shape.
 */
export function PaymentIcon({ payment }: { payment: 'card' | 'cash' }) {
  const label = payment === 'card' ? CHECKIN_LABELS.paidByCard : CHECKIN_LABELS.paidCash;
  return (
    <span className="ev-payment-icon" title={label}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {payment === 'card' ? (
          <>
            <rect x="2.5" y="5" width="19" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M2.5 9.5h19" stroke="currentColor" strokeWidth="2.4" />
            <path d="M6 15h4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </>
        ) : (
          <>
            <circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path
              d="M15 8.8c-.6-.9-1.7-1.4-3-1.4-1.8 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.3-3 2.3-1.4 0-2.6-.6-3.2-1.6M12 5.5v13"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
      <span className="cy-visually-hidden">{label}</span>
    </span>
  );
}
