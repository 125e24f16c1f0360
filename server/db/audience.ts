/**
 * Who a read of content is for (decision 024): the public sees published records only
 * (`publishedOnly: true`); staff, and the publishing mechanism, see every record.
 */
export type Audience = { publishedOnly?: boolean };
