// Generated from spec/bookings.yaml by codegen. Do not edit.

import type { CallExample } from '@siteapi/runtime/generated';

/** Named call examples of every operation, from the spec. */
export const examples: Record<string, CallExample[]> = {
  calculateMultiSlotAvailability: [
    {
      name: 'massageThenFacial',
      summary: 'Massage then facial at the downtown studio',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          from: '2025-06-10T09:00:00',
          to: '2025-06-10T18:00:00',
          timeZone: 'America/New_York',
          bookable: true,
          location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
          slots: [
            {
              serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
              resourcesFilter: { resourceIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'] },
            },
            {
              serviceId: '3a9c7e5b-1d2f-4e6a-8b0c-9d7e5f3a1b2c',
              customerChoices: { addOnIds: [] },
            },
          ],
          slotsPerDay: 1,
          cursorPaging: { limit: 2 },
        },
      },
    },
  ],
  getScheduleAvailability: [
    {
      name: 'course',
      request: {
        path: { scheduleId: 'd5f7b9c1-3e4a-4b6c-9d8e-2f4a6b8c0d2e' },
        query: {},
        header: {},
      },
    },
  ],
  queryAvailability: [
    {
      name: 'massageSlots',
      summary: 'Bookable massage slots on one day',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              serviceId: ['7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60'],
              startDate: '2025-06-10T00:00:00.000Z',
              endDate: '2025-06-11T00:00:00.000Z',
              bookable: true,
            },
            sort: [{ fieldName: 'startDate', order: 'ASC' }],
          },
          timezone: 'America/New_York',
          slotsPerDay: 2,
        },
      },
    },
  ],
  getAvailabilityTimeSlot: [
    {
      name: 'massageSlot',
      summary: 'The 10:00 massage slot at the downtown studio',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
          localStartDate: '2025-06-10T10:00:00',
          localEndDate: '2025-06-10T11:00:00',
          timeZone: 'America/New_York',
          location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'BUSINESS' },
          resourceIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
          includeResourceTypeIds: ['1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d'],
        },
      },
    },
  ],
  listAvailabilityTimeSlots: [
    {
      name: 'bookableOnly',
      summary: 'Only bookable slots, with Dana, in a 60-minute variant',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
          fromLocalDate: '2025-06-10T08:00:00',
          toLocalDate: '2025-06-10T12:00:00',
          timeZone: 'America/New_York',
          bookable: true,
          bookingPolicyViolations: { tooEarlyToBook: false, tooLateToBook: false },
          customerChoices: { durationInMinutes: 60 },
          resourceTypes: [
            {
              resourceTypeId: '1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d',
              resourceIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
            },
          ],
          cursorPaging: { limit: 10 },
        },
      },
    },
    {
      name: 'massageMorning',
      summary: 'Massage slots on one morning, with the staff available',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
          fromLocalDate: '2025-06-10T08:00:00',
          toLocalDate: '2025-06-10T12:00:00',
          timeZone: 'America/New_York',
          locations: [{ id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'BUSINESS' }],
          includeResourceTypeIds: ['1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d'],
          timeSlotsPerDay: 2,
          cursorPaging: { limit: 2 },
        },
      },
    },
  ],
  addBookingsToMultiServiceBooking: [
    {
      name: 'addFacial',
      summary: 'Add the facial to the package',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f',
          bookings: [{ bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a', revision: '1' }],
          returnFullEntity: true,
        },
      },
    },
  ],
  bulkConfirmOrDeclineBooking: [
    {
      name: 'twoBookings',
      summary: 'Two bookings paid on a custom checkout page',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          details: [
            { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479', paymentStatus: 'PAID' },
            { bookingId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d', paymentStatus: 'PAID' },
          ],
          returnEntity: false,
        },
      },
    },
  ],
  bulkCreateBooking: [
    {
      name: 'twoBookings',
      summary: 'A massage and a yoga class',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          createBookingsInfo: [
            {
              booking: {
                bookedEntity: {
                  slot: {
                    serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
                    scheduleId: '4e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
                    startDate: '2025-06-10T10:00:00-04:00',
                    endDate: '2025-06-10T11:00:00-04:00',
                    timezone: 'America/New_York',
                    resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                    location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
                  },
                },
                contactDetails: {
                  firstName: 'Maya',
                  lastName: 'Levin',
                  email: 'maya.levin@example.com',
                  phone: '+1 212 555 0147',
                },
                selectedPaymentOption: 'OFFLINE',
                totalParticipants: 1,
              },
              sendSmsReminder: true,
            },
            {
              booking: {
                bookedEntity: {
                  slot: {
                    serviceId: '6c8e0a2b-4d6f-4a8c-9e1b-3d5f7a9c1e3b',
                    scheduleId: 'c3e5a7b9-1d2f-4a4b-8c6d-0e2f4a6b8c0d',
                    eventId: 'c3e5a7b9-1d2f-4a4b-8c6d-0e2f4a6b8c0d_20250612T113000Z',
                  },
                },
                contactDetails: {
                  contactId: '2c4e6a8b-1d3f-4b5c-9e7a-6f8d0b2a4c6e',
                  firstName: 'Maya',
                  lastName: 'Levin',
                  email: 'maya.levin@example.com',
                },
                selectedPaymentOption: 'MEMBERSHIP',
                totalParticipants: 2,
              },
              participantNotification: { notifyParticipants: false },
            },
          ],
          returnFullEntity: true,
        },
      },
    },
  ],
  bulkGetMultiServiceBookingAllowedActions: [
    {
      name: 'onePackage',
      summary: 'One package',
      request: {
        path: {},
        query: {},
        header: {},
        body: { multiServiceBookingIds: ['5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f'] },
      },
    },
  ],
  cancelBooking: [
    {
      name: 'byCustomer',
      summary: 'Canceled by the business, with a refund',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          participantNotification: { notifyParticipants: true, message: 'Your massage on June 10 was canceled.' },
          flowControlSettings: { ignoreCancellationPolicy: true, withRefund: true, waiveCancellationFee: true },
          revision: '1',
        },
      },
    },
  ],
  cancelMultiServiceBooking: [
    {
      name: 'cancelPackage',
      summary: 'Cancel the package with a refund',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
        body: {
          participantNotification: { notifyParticipants: true, message: 'Your spa package was canceled.' },
          flowControlSettings: { ignoreCancellationPolicy: false, withRefund: true },
          returnFullEntity: false,
          waiveCharges: false,
        },
      },
    },
  ],
  confirmBooking: [
    {
      name: 'confirm',
      summary: 'Confirm and notify the customer',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          revision: '1',
          participantNotification: { notifyParticipants: true, message: 'See you soon at the Downtown Studio!' },
          sendSmsReminder: true,
          flowControlSettings: { checkAvailabilityValidation: true },
        },
      },
    },
  ],
  confirmMultiServiceBooking: [
    {
      name: 'confirmPackage',
      summary: 'Confirm both bookings, return them',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
        body: {
          confirmBookingsInfo: [
            {
              bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
            {
              bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
          ],
          participantNotification: { notifyParticipants: true, message: 'See you soon at the Downtown Studio!' },
          sendSmsReminder: true,
          returnFullEntity: true,
          flowControlSettings: { checkAvailabilityValidation: true },
        },
      },
    },
  ],
  confirmOrDeclineBooking: [
    {
      name: 'paidOnline',
      summary: 'Paid on a custom checkout page',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: { paymentStatus: 'PAID' },
      },
    },
  ],
  createBooking: [
    {
      name: 'appointment',
      summary: 'A massage with Dana, with the booking form',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          booking: {
            bookedEntity: {
              slot: {
                serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
                scheduleId: '4e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
                startDate: '2025-06-10T10:00:00-04:00',
                endDate: '2025-06-10T11:00:00-04:00',
                timezone: 'America/New_York',
                resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
              },
            },
            contactDetails: {
              firstName: 'Maya',
              lastName: 'Levin',
              email: 'maya.levin@example.com',
              phone: '+1 212 555 0147',
            },
            selectedPaymentOption: 'OFFLINE',
            totalParticipants: 1,
          },
          participantNotification: { notifyParticipants: true },
          sendSmsReminder: true,
          formSubmission: {
            first_name: 'Maya',
            last_name: 'Levin',
            email: 'maya.levin@example.com',
            notes: 'First visit, lower back pain',
          },
        },
      },
    },
    {
      name: 'classSession',
      summary: 'Two spots in a yoga class, paid with a membership',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          booking: {
            bookedEntity: {
              slot: {
                serviceId: '6c8e0a2b-4d6f-4a8c-9e1b-3d5f7a9c1e3b',
                scheduleId: 'c3e5a7b9-1d2f-4a4b-8c6d-0e2f4a6b8c0d',
                eventId: 'c3e5a7b9-1d2f-4a4b-8c6d-0e2f4a6b8c0d_20250612T113000Z',
              },
            },
            contactDetails: {
              contactId: '2c4e6a8b-1d3f-4b5c-9e7a-6f8d0b2a4c6e',
              firstName: 'Maya',
              lastName: 'Levin',
              email: 'maya.levin@example.com',
            },
            selectedPaymentOption: 'MEMBERSHIP',
            totalParticipants: 2,
          },
          sendSmsReminder: false,
          flowControlSettings: {
            skipAvailabilityValidation: false,
            skipBusinessConfirmation: false,
            skipSelectedPaymentOptionValidation: false,
          },
        },
      },
    },
  ],
  createMultiServiceBooking: [
    {
      name: 'spaPackage',
      summary: 'Massage then facial',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          bookings: [
            {
              bookedEntity: {
                slot: {
                  serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
                  scheduleId: '4e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
                  startDate: '2025-06-10T10:00:00-04:00',
                  endDate: '2025-06-10T11:00:00-04:00',
                  timezone: 'America/New_York',
                  resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                  location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
                },
              },
              contactDetails: {
                firstName: 'Maya',
                lastName: 'Levin',
                email: 'maya.levin@example.com',
                phone: '+1 212 555 0147',
              },
              selectedPaymentOption: 'OFFLINE',
              totalParticipants: 1,
            },
            {
              bookedEntity: {
                slot: {
                  serviceId: '3a9c7e5b-1d2f-4e6a-8b0c-9d7e5f3a1b2c',
                  scheduleId: '8b6d4f2a-0e9c-4b7a-a5d3-1f9e7c5b3a1d',
                  startDate: '2025-06-10T11:00:00-04:00',
                  endDate: '2025-06-10T11:45:00-04:00',
                  timezone: 'America/New_York',
                  resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                  location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
                },
              },
              contactDetails: {
                firstName: 'Maya',
                lastName: 'Levin',
                email: 'maya.levin@example.com',
                phone: '+1 212 555 0147',
              },
              selectedPaymentOption: 'OFFLINE',
              totalParticipants: 1,
            },
          ],
          participantNotification: { notifyParticipants: true },
          sendSmsReminder: true,
          returnFullEntity: true,
          multiServiceBookingType: 'SEQUENTIAL_BOOKINGS',
          formSubmission: { first_name: 'Maya', last_name: 'Levin', email: 'maya.levin@example.com' },
        },
      },
    },
  ],
  declineBooking: [
    {
      name: 'fullyBooked',
      summary: 'Decline with a message',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          revision: '1',
          participantNotification: {
            notifyParticipants: true,
            message: 'Sorry, Dana is fully booked that morning.',
          },
          flowControlSettings: { withRefund: true },
        },
      },
    },
  ],
  declineMultiServiceBooking: [
    {
      name: 'declinePackage',
      summary: 'Decline both bookings',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
        body: {
          declineBookingsInfo: [
            {
              bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
            {
              bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
          ],
          participantNotification: { notifyParticipants: true, message: 'Sorry, we are fully booked that day.' },
          returnFullEntity: false,
          flowControlSettings: { withRefund: false },
        },
      },
    },
  ],
  getMultiServiceBooking: [
    {
      name: 'spaPackage',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
      },
    },
  ],
  getMultiServiceBookingAvailability: [
    {
      name: 'bookable',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
      },
    },
  ],
  markBookingAsPending: [
    {
      name: 'awaitApproval',
      summary: 'Wait for the business to approve',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          revision: '1',
          sendSmsReminder: false,
          paymentStatus: 'NOT_PAID',
          flowControlSettings: {
            checkAvailabilityValidation: true,
            skipPendingApprovalServiceValidation: true,
          },
        },
      },
    },
  ],
  markMultiServiceBookingAsPending: [
    {
      name: 'awaitApproval',
      summary: 'Both bookings wait for approval',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
        body: {
          markAsPendingBookingsInfo: [
            {
              bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
            {
              bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a',
              revision: '1',
              paymentStatus: 'NOT_PAID',
            },
          ],
          sendSmsReminder: false,
          returnFullEntity: false,
          flowControlSettings: { checkAvailabilityValidation: true },
        },
      },
    },
  ],
  removeBookingsFromMultiServiceBooking: [
    {
      name: 'removeFacial',
      summary: 'Remove the facial from the package',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f',
          bookings: [{ bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a', revision: '2' }],
          returnFullEntity: false,
        },
      },
    },
  ],
  rescheduleBooking: [
    {
      name: 'nextDay',
      summary: 'To the next afternoon, same therapist',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          slot: {
            serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
            scheduleId: '4e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
            startDate: '2025-06-11T15:00:00-04:00',
            endDate: '2025-06-11T16:00:00-04:00',
            timezone: 'America/New_York',
            resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
            location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
          },
          revision: '1',
          participantNotification: { notifyParticipants: true, message: 'Your massage moved to Wednesday 3 PM.' },
          flowControlSettings: {
            ignoreReschedulePolicy: false,
            skipAvailabilityValidation: false,
            skipBusinessConfirmation: false,
          },
          totalParticipants: 1,
        },
      },
    },
  ],
  rescheduleMultiServiceBooking: [
    {
      name: 'nextDay',
      summary: 'Both treatments to the next afternoon',
      request: {
        path: { multiServiceBookingId: '5b7d9f1a-2c4e-4a6b-8d0f-3e5a7c9b1d2f' },
        query: {},
        header: {},
        body: {
          rescheduleBookingsInfo: [
            {
              bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479',
              revision: '1',
              slot: {
                serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
                scheduleId: '4e1f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
                startDate: '2025-06-11T15:00:00-04:00',
                endDate: '2025-06-11T16:00:00-04:00',
                timezone: 'America/New_York',
                resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
              },
            },
            {
              bookingId: '0d9c8b7a-6e5f-4d3c-b2a1-9f8e7d6c5b4a',
              revision: '1',
              slot: {
                serviceId: '3a9c7e5b-1d2f-4e6a-8b0c-9d7e5f3a1b2c',
                scheduleId: '8b6d4f2a-0e9c-4b7a-a5d3-1f9e7c5b3a1d',
                startDate: '2025-06-11T16:00:00-04:00',
                endDate: '2025-06-11T16:45:00-04:00',
                timezone: 'America/New_York',
                resource: { id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' },
                location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'OWNER_BUSINESS' },
              },
            },
          ],
          participantNotification: { notifyParticipants: true },
          returnFullEntity: false,
        },
      },
    },
  ],
  setBookingSubmissionId: [
    {
      name: 'formFilled',
      summary: 'Link the booking form submission',
      request: {
        path: { bookingId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: { submissionId: 'c9d8e7f6-a5b4-4c3d-9e2f-1a0b9c8d7e6f' },
      },
    },
  ],
  updateExtendedFields: [
    {
      name: 'loyalty',
      summary: 'A loyalty app\'s data on the booking',
      request: {
        path: { id: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
        query: {},
        header: {},
        body: {
          namespace: '@serenity/loyalty',
          namespaceData: { pointsEarned: 120, tier: 'gold' },
        },
      },
    },
  ],
  updateNumberOfParticipants: [
    {
      name: 'bringAFriend',
      summary: 'From 2 to 3 participants',
      request: {
        path: { bookingId: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d' },
        query: {},
        header: {},
        body: { revision: '1', totalParticipants: 3 },
      },
    },
  ],
  countExtendedBookings: [
    {
      name: 'pendingThisWeek',
      summary: 'Pending bookings starting this week',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: {
            status: { $eq: 'PENDING' },
            startDate: { $gte: '2025-06-09T00:00:00.000Z', $lt: '2025-06-16T00:00:00.000Z' },
          },
        },
      },
    },
  ],
  query: [
    {
      name: 'upcomingConfirmed',
      summary: 'Confirmed bookings of one service, with allowed actions and attendance',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              status: { $eq: 'CONFIRMED' },
              'bookedEntity.slot.serviceId': { $eq: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60' },
              startDate: { $gte: '2025-06-10T00:00:00.000Z' },
            },
            sort: [{ fieldName: 'startDate', order: 'ASC' }],
            cursorPaging: { limit: 1 },
          },
          withBookingAllowedActions: true,
          withBookingAttendanceInfo: true,
        },
      },
    },
  ],
  queryExtendedBookings: [
    {
      name: 'refunded',
      summary: 'Canceled bookings of a member, with their transactions (offset paging)',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: {
              status: { $eq: 'CANCELED' },
              'contactDetails.contactId': { $eq: '2c4e6a8b-1d3f-4b5c-9e7a-6f8d0b2a4c6e' },
            },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            paging: { limit: 10, offset: 0 },
          },
          withEcomTransactions: true,
        },
      },
    },
    {
      name: 'withOrder',
      summary: 'A paid booking with its order, invoices, transactions and form',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: { id: { $eq: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' } },
            cursorPaging: { limit: 1 },
          },
          withBookingAllowedActions: true,
          withBookingAttendanceInfo: true,
          withBookingConferencingDetails: true,
          withBookingPolicySettings: true,
          withBookingFeeDetails: true,
          withEcomOrder: true,
          withEcomInvoices: true,
          withEcomTransactions: true,
          withFormSubmissions: true,
        },
      },
    },
  ],
  listMultiServiceAvailabilityTimeSlots: [
    {
      name: 'spaPackage',
      summary: 'Massage then facial with the same therapist',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          services: [
            {
              serviceId: '7d2e5a10-3c4b-4f6a-9e8d-1b2c3d4e5f60',
              includeResourceTypeIds: ['1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d'],
              resourceTypes: [
                {
                  resourceTypeId: '1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d',
                  resourceIds: ['a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'],
                },
              ],
            },
            {
              serviceId: '3a9c7e5b-1d2f-4e6a-8b0c-9d7e5f3a1b2c',
              includeResourceTypeIds: ['1cd44cf8-756f-41c3-bd90-3e2ba6ef3a7d'],
              customerChoices: { durationInMinutes: 45 },
            },
          ],
          fromLocalDate: '2025-06-10T09:00:00',
          toLocalDate: '2025-06-10T13:00:00',
          timeZone: 'America/New_York',
          location: { id: '9f8e7d6c-5b4a-4c3d-8e1f-0a9b8c7d6e5f', locationType: 'BUSINESS' },
          bookable: true,
          cursorPaging: { limit: 1 },
        },
      },
    },
  ],
  bulkCreateServices: [
    {
      name: 'twoServices',
      summary: 'Create a massage and a class, returning them',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          services: [
            {
              type: 'APPOINTMENT',
              name: 'Deep Tissue Massage',
              description: 'A firm, slow massage that targets the deeper layers of muscle to release chronic tension.',
              tagLine: 'Release deep muscle tension',
              defaultCapacity: 1,
              media: {
                mainMedia: {
                  image: {
                    id: 'a27d24_5b8e1c2d3f4a4b5c9d6e7f8a9b0c1d2e~mv2.jpg',
                    url: 'https://static.wixstatic.com/media/a27d24_5b8e1c2d3f4a4b5c9d6e7f8a9b0c1d2e~mv2.jpg',
                    height: 1280,
                    width: 1920,
                    altText: 'Massage room with candles',
                  },
                },
              },
              category: { id: 'c0a8e5b2-4d6f-4a1c-8e3b-5f7d9a1c3e57' },
              form: { id: '00000000-0000-0000-0000-000000000000' },
              payment: {
                rateType: 'FIXED',
                fixed: { price: { value: '95.00', currency: 'USD' } },
                options: { online: true, inPerson: true, deposit: false, pricingPlan: false },
                addOnOption: 'ONLINE',
              },
              onlineBooking: { enabled: true, requireManualApproval: false },
              locations: [{ type: 'BUSINESS', business: { id: '8c6a4e2f-0d8b-4f6a-9c4e-2a0c8e6f4d1b' } }],
              bookingPolicy: { id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a09' },
              schedule: {
                availabilityConstraints: { sessionDurations: [60, 90], timeBetweenSessions: 15 },
              },
              staffMemberIds: ['1b3d5f7a-9c1e-4a3c-8e5f-7a9c1e3b5d7f', '2c4e6a8b-0d2f-4b4d-9f6a-8b0d2f4c6e80'],
              serviceResources: [{ resourceType: { id: 'bc9d7b5c-3a1e-4c9d-8f7b-5d3f1b9c7a4e' } }],
            },
            {
              type: 'CLASS',
              name: 'Vinyasa Flow',
              description: 'A dynamic 60-minute class linking breath and movement. All levels welcome.',
              defaultCapacity: 20,
              category: { id: 'd1b9f6c3-5e7a-4b2d-9f4c-6a8e0b2d4f68' },
              form: { id: '00000000-0000-0000-0000-000000000000' },
              payment: {
                rateType: 'FIXED',
                fixed: { price: { value: '25.00', currency: 'USD' } },
                options: { online: true, inPerson: true, deposit: false, pricingPlan: true },
              },
              onlineBooking: { enabled: true },
              locations: [{ type: 'BUSINESS', business: { id: '8c6a4e2f-0d8b-4f6a-9c4e-2a0c8e6f4d1b' } }],
              bookingPolicy: { id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c65' },
            },
          ],
          returnEntity: true,
        },
      },
    },
  ],
  bulkDeleteServices: [
    {
      name: 'twoServices',
      summary: 'Delete two services and notify their participants',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          ids: ['b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10', '00000000-0000-4000-8000-000000000000'],
          preserveFutureSessionsWithParticipants: false,
          participantNotification: {
            notifyParticipants: true,
            message: 'This class has been discontinued. You will receive a full refund.',
          },
        },
      },
    },
  ],
  bulkDeleteServicesByFilter: [
    {
      name: 'hiddenCourses',
      summary: 'Delete every hidden course, keeping sessions with participants',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: { type: { $eq: 'COURSE' }, hidden: true },
          preserveFutureSessionsWithParticipants: true,
          participantNotification: { notifyParticipants: false },
        },
      },
    },
  ],
  bulkUpdateServices: [
    {
      name: 'hide',
      summary: 'Hide two services from the site',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          services: [
            {
              service: { id: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13', revision: '7', hidden: true },
              mask: 'hidden',
            },
            {
              service: { id: 'b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10', revision: '12', hidden: true },
              mask: 'hidden',
            },
          ],
          returnEntity: false,
        },
      },
    },
  ],
  bulkUpdateServicesByFilter: [
    {
      name: 'requireApproval',
      summary: 'Require manual approval for every class',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          filter: { type: { $eq: 'CLASS' } },
          service: { onlineBooking: { requireManualApproval: true } },
          mask: 'onlineBooking.requireManualApproval',
        },
      },
    },
  ],
  cloneService: [
    {
      name: 'massage',
      summary: 'Clone the massage',
      request: {
        path: {},
        query: {},
        header: {},
        body: { sourceServiceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13' },
      },
    },
    {
      name: 'partial',
      summary: 'Clone a service whose variants could not be copied',
      request: {
        path: {},
        query: {},
        header: {},
        body: { sourceServiceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13' },
      },
    },
  ],
  countServices: [
    {
      name: 'appointments',
      summary: 'Visible appointment services',
      request: {
        path: {},
        query: {},
        header: {},
        body: { filter: { type: 'APPOINTMENT', hidden: false } },
      },
    },
  ],
  createAddOnGroup: [
    {
      name: 'extras',
      summary: 'Massage extras, up to 2',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          addOnGroup: {
            name: 'Enhance your massage',
            maxNumberOfAddOns: 2,
            addOnIds: ['4e6a8c0d-2f4b-4d6f-9b8c-0d2f4b6d8fa2', '5f7b9d1e-3a5c-4e7a-8c9d-1e3a5c7e9ab3'],
            prompt: 'Choose up to 2 extras for your session',
          },
          serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
        },
      },
    },
  ],
  createService: [
    {
      name: 'appointment',
      summary: 'A 60/90-minute massage with two staff members',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          service: {
            type: 'APPOINTMENT',
            name: 'Deep Tissue Massage',
            description: 'A firm, slow massage that targets the deeper layers of muscle to release chronic tension.',
            tagLine: 'Release deep muscle tension',
            defaultCapacity: 1,
            media: {
              mainMedia: {
                image: {
                  id: 'a27d24_5b8e1c2d3f4a4b5c9d6e7f8a9b0c1d2e~mv2.jpg',
                  url: 'https://static.wixstatic.com/media/a27d24_5b8e1c2d3f4a4b5c9d6e7f8a9b0c1d2e~mv2.jpg',
                  height: 1280,
                  width: 1920,
                  altText: 'Massage room with candles',
                },
              },
            },
            category: { id: 'c0a8e5b2-4d6f-4a1c-8e3b-5f7d9a1c3e57' },
            form: { id: '00000000-0000-0000-0000-000000000000' },
            payment: {
              rateType: 'FIXED',
              fixed: { price: { value: '95.00', currency: 'USD' } },
              options: { online: true, inPerson: true, deposit: false, pricingPlan: false },
              addOnOption: 'ONLINE',
            },
            onlineBooking: { enabled: true, requireManualApproval: false },
            locations: [{ type: 'BUSINESS', business: { id: '8c6a4e2f-0d8b-4f6a-9c4e-2a0c8e6f4d1b' } }],
            bookingPolicy: { id: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a09' },
            schedule: {
              availabilityConstraints: { sessionDurations: [60, 90], timeBetweenSessions: 15 },
            },
            staffMemberIds: ['1b3d5f7a-9c1e-4a3c-8e5f-7a9c1e3b5d7f', '2c4e6a8b-0d2f-4b4d-9f6a-8b0d2f4c6e80'],
            serviceResources: [{ resourceType: { id: 'bc9d7b5c-3a1e-4c9d-8f7b-5d3f1b9c7a4e' } }],
          },
        },
      },
    },
    {
      name: 'class',
      summary: 'A drop-in yoga class',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          service: {
            type: 'CLASS',
            name: 'Vinyasa Flow',
            description: 'A dynamic 60-minute class linking breath and movement. All levels welcome.',
            defaultCapacity: 20,
            category: { id: 'd1b9f6c3-5e7a-4b2d-9f4c-6a8e0b2d4f68' },
            form: { id: '00000000-0000-0000-0000-000000000000' },
            payment: {
              rateType: 'FIXED',
              fixed: { price: { value: '25.00', currency: 'USD' } },
              options: { online: true, inPerson: true, deposit: false, pricingPlan: true },
            },
            onlineBooking: { enabled: true },
            locations: [{ type: 'BUSINESS', business: { id: '8c6a4e2f-0d8b-4f6a-9c4e-2a0c8e6f4d1b' } }],
            bookingPolicy: { id: 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c65' },
          },
        },
      },
    },
  ],
  deleteAddOnGroup: [
    {
      name: 'extras',
      summary: 'Delete the extras group',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          addOnGroupId: '3d5f7b9c-1e3a-4c5e-8a7b-9c1e3a5c7e91',
          serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
        },
      },
    },
  ],
  deleteService: [
    {
      name: 'notify',
      request: {
        path: { serviceId: 'b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10' },
        query: {
          preserveFutureSessionsWithParticipants: true,
          participantNotification: {
            notifyParticipants: true,
            message: 'Vinyasa Flow is moving to our new Brooklyn studio. Your booked sessions stay as they are.',
          },
        },
        header: {},
      },
    },
  ],
  disablePricingPlansForService: [
    {
      name: 'tenClass',
      summary: 'Stop accepting the 10-class pass',
      request: {
        path: { serviceId: 'b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10' },
        query: {},
        header: {},
        body: { pricingPlanIds: ['8cae2a4b-6d8f-4bac-9f2a-4b6d8fac2e46'] },
      },
    },
  ],
  enablePricingPlansForService: [
    {
      name: 'monthly',
      summary: 'Accept the monthly membership',
      request: {
        path: { serviceId: 'b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10' },
        query: {},
        header: {},
        body: { pricingPlanIds: ['7b9d1f3a-5c7e-4a9b-8e1f-3a5c7e9b1d35'] },
      },
    },
  ],
  getService: [
    {
      name: 'massage',
      request: {
        path: { serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13' },
        query: { conditionalFields: ['STAFF_MEMBER_DETAILS'] },
        header: {},
      },
    },
  ],
  listAddOnGroupsByServiceId: [
    {
      name: 'massage',
      summary: 'One group of the massage',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
          groupIds: ['3d5f7b9c-1e3a-4c5e-8a7b-9c1e3a5c7e91'],
        },
      },
    },
  ],
  queryBookingForms: [
    {
      name: 'withDefault',
      summary: 'All forms and the default form',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: { cursorPaging: { limit: 20 } },
          conditionalFields: ['DEFAULT_BOOKING_FORM'],
        },
      },
    },
  ],
  queryCategories: [
    {
      name: 'online',
      summary: 'Categories of services payable online',
      request: {
        path: {},
        query: {},
        header: {},
        body: { filter: { services: { 'payment.options.online': true } } },
      },
    },
  ],
  queryLocations: [
    {
      name: 'classes',
      summary: 'Locations of visible classes',
      request: {
        path: {},
        query: {},
        header: {},
        body: { filter: { services: { type: 'CLASS', hidden: false } } },
      },
    },
  ],
  queryPolicies: [
    {
      name: 'all',
      summary: 'All policies, default first',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: { sort: [{ fieldName: 'default', order: 'DESC' }], cursorPaging: { limit: 10 } },
        },
      },
    },
  ],
  queryServices: [
    {
      name: 'classes',
      summary: 'Visible classes and courses, by name, with resource type names',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          query: {
            filter: { type: { $in: ['CLASS', 'COURSE'] }, hidden: false },
            sort: [{ fieldName: 'name', order: 'ASC' }],
            paging: { limit: 2, offset: 0 },
          },
          conditionalFields: ['RESOURCE_TYPE_DETAILS'],
        },
      },
    },
  ],
  searchServices: [
    {
      name: 'facets',
      summary: 'Free-text search with facets by type, price range and creation month',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          search: {
            search: { expression: 'yoga', mode: 'OR', fuzzy: true },
            filter: { hidden: false },
            sort: [{ fieldName: 'createdDate', order: 'DESC' }],
            aggregations: [
              {
                name: 'byType',
                type: 'VALUE',
                fieldPath: 'type',
                value: { sortType: 'COUNT', sortDirection: 'DESC', limit: 10 },
              },
              {
                name: 'byPrice',
                type: 'RANGE',
                fieldPath: 'payment.fixed.price.value',
                range: { buckets: [{ to: 50 }, { from: 50, to: 150 }, { from: 150 }] },
              },
              {
                name: 'latest',
                type: 'SCALAR',
                fieldPath: 'createdDate',
                scalar: { type: 'MAX' },
              },
              {
                name: 'perMonth',
                type: 'DATE_HISTOGRAM',
                fieldPath: 'createdDate',
                dateHistogram: { interval: 'MONTH' },
              },
              {
                name: 'typeByCategory',
                type: 'NESTED',
                fieldPath: 'category.id',
                nested: {
                  nestedAggregations: [
                    {
                      name: 'category',
                      type: 'VALUE',
                      fieldPath: 'category.id',
                      value: { limit: 5 },
                    },
                    { name: 'type', type: 'VALUE', fieldPath: 'type', value: { limit: 3 } },
                  ],
                },
              },
            ],
            cursorPaging: { limit: 2 },
            timeZone: 'America/New_York',
          },
        },
      },
    },
  ],
  setAddOnsForGroup: [
    {
      name: 'threeExtras',
      summary: 'Offer three extras',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
          groupId: '3d5f7b9c-1e3a-4c5e-8a7b-9c1e3a5c7e91',
          addOnIds: [
            '4e6a8c0d-2f4b-4d6f-9b8c-0d2f4b6d8fa2',
            '5f7b9d1e-3a5c-4e7a-8c9d-1e3a5c7e9ab3',
            '6a8c0e2f-4b6d-4f8b-9d0e-2f4b6d8fa0c4',
          ],
        },
      },
    },
  ],
  setCustomSlug: [
    {
      name: 'shorter',
      summary: 'A shorter slug',
      request: {
        path: { serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13' },
        query: {},
        header: {},
        body: { slug: 'deep-tissue' },
      },
    },
  ],
  setServiceLocations: [
    {
      name: 'moveToBrooklyn',
      summary: 'Move a class to the Brooklyn studio, with its future sessions',
      request: {
        path: { serviceId: 'b2c1f9d4-6a3e-4c7b-9f1e-2d8a5c3b7e10' },
        query: {},
        header: {},
        body: {
          locations: [{ type: 'BUSINESS', business: { id: '9d7b5f3a-1e9c-4a7b-8d5f-3b1d9f7a5e2c' } }],
          removedLocationSessionsAction: {
            action: 'MOVE_TO_LOCATION',
            moveToLocationOptions: {
              newLocation: { type: 'BUSINESS', business: { id: '9d7b5f3a-1e9c-4a7b-8d5f-3b1d9f7a5e2c' } },
            },
          },
          participantNotification: {
            notifyParticipants: true,
            message: 'From June, Vinyasa Flow takes place at 75 Front St, Brooklyn.',
          },
        },
      },
    },
  ],
  updateAddOnGroup: [
    {
      name: 'prompt',
      summary: 'Change the prompt and the limit',
      request: {
        path: {},
        query: {},
        header: {},
        body: {
          addOnGroup: {
            id: '3d5f7b9c-1e3a-4c5e-8a7b-9c1e3a5c7e91',
            maxNumberOfAddOns: 1,
            prompt: 'Pick one extra for your session',
          },
          serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
          mask: 'maxNumberOfAddOns,prompt',
        },
      },
    },
  ],
  updateService: [
    {
      name: 'rename',
      summary: 'Rename a service',
      request: {
        path: { serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13' },
        query: {},
        header: {},
        body: {
          service: {
            id: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13',
            revision: '7',
            name: 'Deep Tissue Massage (60/90 min)',
          },
          mask: 'name',
        },
      },
    },
  ],
  validateSlug: [
    {
      name: 'invalid',
      summary: 'A slug with spaces that another service uses',
      request: {
        path: {},
        query: {},
        header: {},
        body: { serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13', slug: 'vinyasa flow!' },
      },
    },
    {
      name: 'valid',
      summary: 'A free slug',
      request: {
        path: {},
        query: {},
        header: {},
        body: { serviceId: 'e4f7a2c9-1b3d-4e6f-8a9c-0d2b4f6a8c13', slug: 'deep-tissue' },
      },
    },
  ],
};
