import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@siteapi/runtime';
import { bookings } from '@siteapi/clients/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The generated clients against canned answers on a loopback server, where the platform's SDK behaves in a way
// code written against it relies on.
let answer: unknown = {};
const seen: { url: string; body: string }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    seen.push({ url: req.url!, body });
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('SDK fidelity', () => {
  it("keeps a booking contact's fullAddress in its wire form, in the request and the answer (the SDK converts no other field of it)", async () => {
    const fullAddress = {
      country: 'US',
      city: 'New York',
      addressLine: '12 W 72nd St',
      formattedAddress: '12 W 72nd St, New York',
      geocode: { latitude: 40.7, longitude: -73.9 },
    };
    answer = { booking: { id: 'b1', contactDetails: { firstName: 'Maya', fullAddress }, createdDate: '2026-01-01T00:00:00.000Z' } };
    const client = createClient({ modules: { bookings }, host });
    const created = await client.bookings.createBooking({ contactDetails: { firstName: 'Maya', fullAddress } });
    expect(created.booking?.contactDetails?.fullAddress).toEqual(fullAddress);
    expect(created.booking?.createdDate).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    expect(JSON.parse(seen.at(-1)!.body).booking.contactDetails.fullAddress).toEqual(fullAddress);
  });
});
