import { describe, expect, it } from 'vitest';
import {
  promotionStatus,
  promotionWhen,
  promotionWhere,
  promotionZipHint,
  todayIso,
} from './promotion-status.ts';

const promo = { starts: '2026-11-01', ends: '2027-01-31', states: null };

describe('promotion status (issue 12)', () => {
  it('is upcoming, running or ended by calendar day, both ends inclusive', () => {
    expect(promotionStatus(promo, '2026-10-31')).toBe('upcoming');
    expect(promotionStatus(promo, '2026-11-01')).toBe('running');
    expect(promotionStatus(promo, '2027-01-31')).toBe('running');
    expect(promotionStatus(promo, '2027-02-01')).toBe('ended');
  });

  it('says when and where in words', () => {
    expect(promotionWhen(promo, '2027-02-01')).toBe(
      'Ended Jan 31, 2027 (it ran Nov 1, 2026 to Jan 31, 2027)',
    );
    expect(promotionWhen(promo, '2026-10-01')).toBe(
      'Starts Nov 1, 2026 (Nov 1, 2026 to Jan 31, 2027)',
    );
    expect(promotionWhen(promo, '2026-12-01')).toBe('On now, until Jan 31, 2027');
    expect(promotionWhere(promo)).toBe('At every home center');
    expect(promotionWhere({ ...promo, states: ['TX', 'OK', 'LA'] })).toBe(
      'At home centers in TX, OK and LA',
    );
  });

  it('says only a home center taking part answers an offer, and where they are', () => {
    expect(promotionZipHint(null)).toBe('The nearest home center taking part answers.');
    expect(promotionZipHint(['TN'])).toBe(
      'The nearest home center taking part answers: one in TN.',
    );
    expect(promotionZipHint(['TN', 'GA', 'AL'])).toBe(
      'The nearest home center taking part answers: one in TN, GA and AL.',
    );
  });

  it('takes today in US Central time', () => {
    expect(todayIso(new Date('2026-11-27T04:00:00Z'))).toBe('2026-11-26');
    expect(todayIso(new Date('2026-11-27T07:00:00Z'))).toBe('2026-11-27');
  });
});
