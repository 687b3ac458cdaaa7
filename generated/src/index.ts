// Generated from spec/*.yaml by codegen. Do not edit.

import { posts as blog_posts } from './blog/index.js';
import { examples as blogExamples } from './blog/call-examples.js';
import { availabilityCalendar as bookings_availabilityCalendar, availabilityTimeSlots as bookings_availabilityTimeSlots, bookings as bookings_bookings, extendedBookings as bookings_extendedBookings, multiServiceAvailabilityTimeSlots as bookings_multiServiceAvailabilityTimeSlots, services as bookings_services } from './bookings/index.js';
import { examples as bookingsExamples } from './bookings/call-examples.js';
import { collections as data_collections, items as data_items } from './data/index.js';
import { examples as dataExamples } from './data/call-examples.js';
import { checkout as ecom_checkout, orderBilling as ecom_orderBilling, orderFulfillments as ecom_orderFulfillments, orderTransactions as ecom_orderTransactions, orders as ecom_orders } from './ecom/index.js';
import { examples as ecomExamples } from './ecom/call-examples.js';
import { submissions as forms_submissions } from './forms/index.js';
import { examples as formsExamples } from './forms/call-examples.js';
import { members as members_members } from './members/index.js';
import { examples as membersExamples } from './members/call-examples.js';
import { authentication as oauth_authentication, graphql as oauth_graphql, oauth as oauth_oauth, recovery as oauth_recovery, redirects as oauth_redirects, verification as oauth_verification } from './oauth/index.js';
import { examples as oauthExamples } from './oauth/call-examples.js';
import { orders as plans_orders, plans as plans_plans } from './plans/index.js';
import { examples as plansExamples } from './plans/call-examples.js';
import { reviews as reviews_reviews } from './reviews/index.js';
import { examples as reviewsExamples } from './reviews/call-examples.js';

export * as blog from './blog/index.js';
export * as bookings from './bookings/index.js';
export * as data from './data/index.js';
export * as ecom from './ecom/index.js';
export * as forms from './forms/index.js';
export * as members from './members/index.js';
export * as oauth from './oauth/index.js';
export * as plans from './plans/index.js';
export * as reviews from './reviews/index.js';

/** Every module of every service: `services.blog.posts.listPosts`. */
export const services = {
  blog: { posts: blog_posts },
  bookings: { availabilityCalendar: bookings_availabilityCalendar, availabilityTimeSlots: bookings_availabilityTimeSlots, bookings: bookings_bookings, extendedBookings: bookings_extendedBookings, multiServiceAvailabilityTimeSlots: bookings_multiServiceAvailabilityTimeSlots, services: bookings_services },
  data: { collections: data_collections, items: data_items },
  ecom: { checkout: ecom_checkout, orderBilling: ecom_orderBilling, orderFulfillments: ecom_orderFulfillments, orderTransactions: ecom_orderTransactions, orders: ecom_orders },
  forms: { submissions: forms_submissions },
  members: { members: members_members },
  oauth: { authentication: oauth_authentication, graphql: oauth_graphql, oauth: oauth_oauth, recovery: oauth_recovery, redirects: oauth_redirects, verification: oauth_verification },
  plans: { orders: plans_orders, plans: plans_plans },
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
  oauth: oauthExamples,
  plans: plansExamples,
  reviews: reviewsExamples,
};
