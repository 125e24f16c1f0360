import { Hono } from 'hono';
import { personalDataRequestSchema } from '../../../domain/personal-data.ts';
import { erasePersonalData, exportPersonalData } from '../../personal-data/personal-data.ts';
import { requireStaff } from '../admin-session.ts';
import type { AppEnv } from '../app-env.ts';
import { audit } from '../audit.ts';
import { readJson, readQuery } from '../request-body.ts';

// Administrators answer people's requests about their data: an export of everything held for an
// e-mail address, and its erasure. The activity log records that it happened and how much, never
// the address (the log outlives the data it would otherwise keep).

export function personalDataRoutes() {
  return new Hono<AppEnv>()
    .use(requireStaff('staff'))
    .get('/export', async (c) => {
      const { email } = readQuery(c, personalDataRequestSchema);
      const data = await exportPersonalData(c.var.services, email);
      const held = data.applications.length + data.enquiries.length + data.emails.length;
      await audit(c, { action: 'download', entity: 'personal-data', detail: `records: ${held}` });
      c.header('Content-Disposition', 'attachment; filename="personal-data.json"');
      return c.json({ success: true, data: { export: data } });
    })
    .post('/erase', async (c) => {
      const { email } = await readJson(c, personalDataRequestSchema);
      const counts = await erasePersonalData(c.var.services, email);
      await audit(c, {
        action: 'erase',
        entity: 'personal-data',
        detail: `applications: ${counts.applications}, CVs: ${counts.cvs}, enquiries: ${counts.enquiries}, e-mails: ${counts.emails}`,
      });
      return c.json({ success: true, message: 'Personal data erased', data: { erased: counts } });
    });
}
