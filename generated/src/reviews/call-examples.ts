// Generated from spec/reviews.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  bulkCreateReview: [
    {
      name: 'twoImported',
      summary: 'Import two reviews of one product, returning them',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          reviews: [
            {
              namespace: 'stores',
              entityId: '4e6a8c0b-2d4f-4a6c-8e0b-1d3f5a7c9e2b',
              author: { contactId: '6d8f0a2c-4e6a-4c8e-9a2c-4e6a8c0e2a4c', authorName: 'Priya Nair' },
              content: { body: 'Washes well, colour hasn\'t faded.', rating: 5 },
              reviewDate: '2023-09-14T10:00:00.000Z',
            },
            {
              namespace: 'stores',
              entityId: '4e6a8c0b-2d4f-4a6c-8e0b-1d3f5a7c9e2b',
              author: { contactId: '8f0b2d4e-6a8c-4e0b-8d4e-6a8c0e2b4d6e' },
              content: { title: 'Too thin', rating: 2 },
              reviewDate: '2023-10-02T19:30:00.000Z',
            },
          ],
          returnEntity: true,
        },
      },
    },
  ],
  bulkDeleteReviews: [
    {
      name: 'rejected',
      summary: 'Delete all rejected reviews of one product',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            namespace: 'stores',
            entityId: '1d2c8f4a-5b6e-4c7d-9e0f-a1b2c3d4e5f6',
            'moderation.moderationStatus': 'REJECTED',
          },
        },
      },
    },
  ],
  bulkUpdateModerationStatus: [
    {
      name: 'approvePositive',
      summary: 'Approve every pending review of 4 stars or more',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            namespace: 'stores',
            'moderation.moderationStatus': 'IN_MODERATION',
            'content.rating': { $gte: 4 },
          },
          status: 'APPROVED',
        },
      },
    },
  ],
  countReviews: [
    {
      name: 'lowRatings',
      summary: 'Reviews of one product rated 2 or less, published or not',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            namespace: 'stores',
            entityId: '1d2c8f4a-5b6e-4c7d-9e0f-a1b2c3d4e5f6',
            'content.rating': { $lte: 2 },
          },
          includePrivateReviews: true,
        },
      },
    },
  ],
  createReview: [
    {
      name: 'imported',
      summary: 'Import a review with a photo from another store',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          review: {
            namespace: 'stores',
            entityId: '1d2c8f4a-5b6e-4c7d-9e0f-a1b2c3d4e5f6',
            author: {
              contactId: '3e5a7c9b-1d3f-4e5a-9c7b-0d2f4a6c8e1b',
              authorName: 'Liam O\'Brien',
            },
            content: {
              title: 'Sturdy and well made',
              body: 'Third one I have bought, they survive the dishwasher.',
              rating: 5,
              media: [
                {
                  image: {
                    id: '11062b_7a9c1e3b5d7f4a9c8e0b2d4f6a8c0e1b~mv2.jpg',
                    url: 'https://static.wixstatic.com/media/11062b_7a9c1e3b5d7f4a9c8e0b2d4f6a8c0e1b~mv2.jpg',
                    height: 900,
                    width: 1200,
                  },
                },
              ],
            },
            reviewDate: '2023-11-20T15:45:00.000Z',
          },
        },
      },
    },
  ],
  createReviewAndContact: [
    {
      name: 'newVisitor',
      summary: 'A visitor who is not yet a contact reviews a product',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          namespace: 'stores',
          entityId: '4e6a8c0b-2d4f-4a6c-8e0b-1d3f5a7c9e2b',
          content: {
            title: 'Lovely linen, runs a bit small',
            body: 'Soft fabric and beautiful colour. Order one size up.',
            rating: 4,
          },
          name: 'Sofia Marques',
          email: 'sofia.marques@example.com',
        },
      },
    },
  ],
  deleteReview: [
    {
      name: 'spam',
      request: {
        path: { reviewId: '6a8c0e2b-4d6f-4a8c-9e0b-2d4f6a8c0e2b' },
        query: {},
        header: {},
      },
    },
  ],
  getReview: [
    {
      name: 'pending',
      request: {
        path: { reviewId: '8e2d4c6a-0b1f-4d3e-a5c7-9b1d3f5e7a92' },
        query: { returnPrivateReviews: true },
        header: {},
      },
    },
    {
      name: 'withMedia',
      request: {
        path: { reviewId: '3f1c9a2e-6b4d-4e8f-9a1c-2d5e7f9b0c13' },
        query: { returnPrivateReviews: false },
        header: {},
      },
    },
  ],
  queryReviews: [
    {
      name: 'mostHelpful',
      summary: 'The most helpful published reviews of a product, two per page',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              namespace: 'stores',
              entityId: '1d2c8f4a-5b6e-4c7d-9e0f-a1b2c3d4e5f6',
              'moderation.moderationStatus': { $in: ['APPROVED'] },
            },
            sort: [{ fieldName: 'helpfulness', order: 'DESC' }],
            cursorPaging: { limit: 2 },
          },
          returnPrivateReviews: false,
        },
      },
    },
  ],
  removeReply: [
    {
      name: 'removed',
      request: {
        path: { reviewId: '3f1c9a2e-6b4d-4e8f-9a1c-2d5e7f9b0c13' },
        query: {},
        header: {},
      },
    },
  ],
  setReply: [
    {
      name: 'apology',
      summary: 'Answer a complaint',
      request: {
        path: { reviewId: '8e2d4c6a-0b1f-4d3e-a5c7-9b1d3f5e7a92' },
        query: {},
        header: {},
        body: { message: 'Sorry about the chip, Jonas! We\'ve sent a replacement mug on us.' },
      },
    },
  ],
  updateModerationStatus: [
    {
      name: 'approve',
      summary: 'Approve a pending review',
      request: {
        path: { reviewId: '0d2f4a6c-8e0b-4d2f-a6c8-e0b2d4f6a8c1' },
        query: {},
        header: {},
        body: { status: 'APPROVED' },
      },
    },
  ],
  updateReview: [
    {
      name: 'fixTypo',
      summary: 'Correct the title and lower the rating to 4',
      request: {
        path: { reviewId: '3f1c9a2e-6b4d-4e8f-9a1c-2d5e7f9b0c13' },
        query: {},
        header: {},
        body: {
          review: {
            id: '3f1c9a2e-6b4d-4e8f-9a1c-2d5e7f9b0c13',
            revision: '3',
            content: { title: 'Great everyday mug', rating: 4 },
          },
          fieldMask: 'content.title,content.rating',
        },
      },
    },
  ],
};
