// Generated from spec/*.yaml by codegen. Do not edit.

import { posts as blog_posts } from './blog/index.ts';
import { examples as blogExamples } from './blog/examples.ts';
import { availabilityCalendar as bookings_availabilityCalendar, availabilityTimeSlots as bookings_availabilityTimeSlots, bookings as bookings_bookings, extendedBookings as bookings_extendedBookings, multiServiceAvailabilityTimeSlots as bookings_multiServiceAvailabilityTimeSlots, services as bookings_services } from './bookings/index.ts';
import { examples as bookingsExamples } from './bookings/examples.ts';
import { collections as data_collections, items as data_items } from './data/index.ts';
import { examples as dataExamples } from './data/examples.ts';
import { checkout as ecom_checkout, orderBilling as ecom_orderBilling, orderFulfillments as ecom_orderFulfillments, orderTransactions as ecom_orderTransactions, orders as ecom_orders } from './ecom/index.ts';
import { examples as ecomExamples } from './ecom/examples.ts';
import { submissions as forms_submissions } from './forms/index.ts';
import { examples as formsExamples } from './forms/examples.ts';
import { members as members_members } from './members/index.ts';
import { examples as membersExamples } from './members/examples.ts';
import { reviews as reviews_reviews } from './reviews/index.ts';
import { examples as reviewsExamples } from './reviews/examples.ts';

export * as blog from './blog/index.ts';
export * as bookings from './bookings/index.ts';
export * as data from './data/index.ts';
export * as ecom from './ecom/index.ts';
export * as forms from './forms/index.ts';
export * as members from './members/index.ts';
export * as reviews from './reviews/index.ts';

/** Every module of every service: `services.blog.posts.listPosts`. */
export const services = {
  blog: { posts: blog_posts },
  bookings: { availabilityCalendar: bookings_availabilityCalendar, availabilityTimeSlots: bookings_availabilityTimeSlots, bookings: bookings_bookings, extendedBookings: bookings_extendedBookings, multiServiceAvailabilityTimeSlots: bookings_multiServiceAvailabilityTimeSlots, services: bookings_services },
  data: { collections: data_collections, items: data_items },
  ecom: { checkout: ecom_checkout, orderBilling: ecom_orderBilling, orderFulfillments: ecom_orderFulfillments, orderTransactions: ecom_orderTransactions, orders: ecom_orders },
  forms: { submissions: forms_submissions },
  members: { members: members_members },
  reviews: { reviews: reviews_reviews },
};

/** Call examples by service and operationId. */
export const examples = {
  blog: blogExamples,
  bookings: bookingsExamples,
  data: dataExamples,
  ecom: ecomExamples,
  forms: formsExamples,
  members: membersExamples,
  reviews: reviewsExamples,
};
