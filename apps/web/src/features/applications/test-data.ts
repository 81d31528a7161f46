import type { MyApplication, PipelineItem, PipelinePage } from '@mietmatch/contract';
import { makeRequest } from '../../../test/fixtures/request';

const base = {
  propertyId: 'prop-1',
  requestId: 'req-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  message: null,
  answeredAt: null,
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  answer: null,
  expiresAt: '2026-11-27T10:00:00.000Z',
  closedReason: null,
};

export function makeMyApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 'app-1',
    status: 'new',
    ...base,
    property: {
      id: 'prop-1',
      title: 'Helle 3-Zimmer-Wohnung',
      city: 'Berlin',
      postalCode: '10115',
      rent: 1150,
      warmRent: 1370,
      imageUrl: null,
    },
    ...overrides,
  };
}

export function makePipelineItem(overrides: Partial<PipelineItem> = {}): PipelineItem {
  return {
    id: 'app-1',
    status: 'new',
    ...base,
    message: 'Wir würden gern im Januar einziehen.',
    number: 1,
    anonymous: false,
    score: 82,
    reasons: [
      { criterion: 'area', fits: true, points: 20, maxPoints: 20, detail: '10115 Berlin' },
      { criterion: 'pets', fits: false, points: 0, maxPoints: 7, detail: 'Katze gewünscht' },
    ],
    request: {
      ...makeRequest({
        id: 'req-1',
        firstName: 'Anna',
        lastName: 'Berg',
        numberOfResidents: 2,
        numberOfChildren: 1,
        maxPrice: 1400,
        profession: 'Ärztin',
        fileAccess: 'granted',
      }),
      distanceKm: null,
      topPlacement: false,
    },
    ...overrides,
  };
}

const noCounts = { new: 0, shortlisted: 0, invited: 0, offered: 0, declined: 0, withdrawn: 0, expired: 0, closed: 0 };

export function makePipelinePage(items: PipelineItem[], overrides: Partial<PipelinePage> = {}): PipelinePage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    counts: { ...noCounts, new: items.length },
    applicationsOpen: true,
    applicationLimit: null,
    ...overrides,
  };
}
